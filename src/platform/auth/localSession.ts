import type { AppConfig } from '../config/types';
import { resolveFlags } from '../flags/resolveFlags';
import type { SessionStartedPayload } from '../session/sessionSlice';
import type { DevOverrides } from '../dev/overrides';
import type { Identity } from './identity';
import { DEFAULT_PERSONA, PERSONAS } from './personas';

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

export { resolveFlags };
