export * from './types';
export { parseConfig } from './parseConfig';
export { loadConfig, CONFIG_TIMEOUT_MS } from './loadConfig';
export type { ConfigLoadResult } from './loadConfig';
export type { ConfigResult } from './parseConfig';
