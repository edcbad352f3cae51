export * from './asyncState';
export * from './lazySaga';
export * from './reloadWhenLoaded';
export * from './abortable';
export * from './debounceLatest';
export * from './lazyScreen';
