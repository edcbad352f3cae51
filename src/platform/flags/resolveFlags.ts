import type { AppConfig } from '../config/types';
import { FLAG_DEFAULTS, type Flags } from './flags';

/** Flags in force: spec defaults, then config, then the account's own, then developer overrides. */
export function resolveFlags(config: AppConfig, accountFlags: Record<string, boolean> | undefined, overrides: Partial<Flags>): Flags {
  const flags = { ...FLAG_DEFAULTS } as Flags;
  for (const source of [config.flags, accountFlags ?? {}, overrides]) {
    for (const [name, value] of Object.entries(source)) {
      if (name in flags && typeof value === 'boolean') flags[name as keyof Flags] = value;
    }
  }
  return flags;
}
