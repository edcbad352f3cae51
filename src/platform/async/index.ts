export * from './asyncState';
export * from './lazySaga';
export * from './loadWhenNeeded';
export * from './abortable';
export * from './debounceLatest';
export * from './lazyScreen';
export * from './keyedResource';
export * from './useKeyedResource';
