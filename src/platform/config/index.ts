export * from './types';
export { parseConfig, loadConfig } from './parseConfig';
export type { ConfigResult } from './parseConfig';
