export * from './asyncState';
export * from './lazySaga';
