export * from './sessionSlice';
export * from './hooks';
