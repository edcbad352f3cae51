import type { AppConfig } from '../config/types';
import { resolveFlags } from '../flags/resolveFlags';
import type { SessionStartedPayload } from '../session/sessionSlice';
import type { DevOverrides } from '../dev/overrides';
import type { Identity } from './identity';
import { DEFAULT_PERSONA, PERSONAS } from './personas';
import type { SavedLanguages } from './savedLanguages';

/**
 * The session the mock platform starts with: a named persona, its community and language. The
 * language is the tab's choice (URL or development panel), else the one the persona's account saved,
 * else the persona's own.
 */
export function resolveLocalSession(config: AppConfig, overrides: DevOverrides, saved: SavedLanguages = {}): SessionStartedPayload {
  const persona = PERSONAS[overrides.persona ?? DEFAULT_PERSONA];
  const community = overrides.community ?? persona.identity.community;
  const accountLanguage = saved[persona.id] ?? persona.identity.language;
  const identity: Identity = { ...persona.identity, community, language: accountLanguage };
  return {
    config,
    identity,
    community,
    language: overrides.language ?? accountLanguage,
    flags: resolveFlags(config, persona.flags, overrides.flags),
  };
}

export { resolveFlags };
