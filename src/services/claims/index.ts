export * from './claimsService';
export type * from './types';
