import rawConfig from '../../public/config.json';
import { parseConfig } from '@/platform/config';
import type { AppConfig } from '@/platform/config/types';

/** The shipped mock-platform configuration, validated like the app does at start-up. */
export function testConfig(): AppConfig {
  const result = parseConfig(structuredClone(rawConfig));
  if (!result.ok) throw new Error(`public/config.json invalid: ${result.key} ${result.reason}`);
  return result.config;
}
