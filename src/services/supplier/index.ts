export * from './supplierService';
export type * from './types';
