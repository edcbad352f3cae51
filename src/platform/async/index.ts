export * from './asyncState';
export * from './lazySaga';
export * from './abortable';
export * from './debounceLatest';
export * from './lazyScreen';
export * from './SecondaryPart';
