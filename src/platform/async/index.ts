export * from './asyncState';
