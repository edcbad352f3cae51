export * from './asyncState';
export * from './lazySaga';
export * from './loadWhenNeeded';
