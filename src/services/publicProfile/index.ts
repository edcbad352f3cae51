export * from './publicProfileService';
export type * from './types';
