import type { AppConfig } from '../config/types';
import { FLAG_DEFAULTS, type Flags } from '../flags/flags';
import type { SessionStartedPayload } from '../session/sessionSlice';
import type { DevOverrides } from '../dev/overrides';
import type { Identity } from './identity';
import { DEFAULT_PERSONA, PERSONAS } from './personas';

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

/** The session the mock platform starts with: a named persona, its community and language. */
export function resolveLocalSession(config: AppConfig, overrides: DevOverrides): SessionStartedPayload {
  const persona = PERSONAS[overrides.persona ?? DEFAULT_PERSONA];
  const community = overrides.community ?? persona.identity.community;
  const identity: Identity = { ...persona.identity, community };
  return {
    config,
    identity,
    community,
    language: overrides.language ?? persona.identity.language,
    flags: resolveFlags(config, persona.flags, overrides.flags),
  };
}
