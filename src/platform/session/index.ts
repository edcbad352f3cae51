export * from './sessionSlice';
export * from './hooks';
export * from './policySelectors';
