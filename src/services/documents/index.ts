export * from './documentsService';
export type * from './types';
