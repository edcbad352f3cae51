import type { AppConfig } from '../config/types';
import { resolveFlags } from '../flags/resolveFlags';
import type { SessionStartedPayload } from '../session/sessionSlice';
import type { DevOverrides } from '../dev/overrides';
import type { Identity } from './identity';
import { DEFAULT_PERSONA, PERSONAS, withoutPermissions } from './personas';
import { mockTokenFor } from './mockToken';
import type { SavedLanguages } from './savedLanguages';

/**
 * The session the mock platform starts with: a named persona, its community and language. The
 * language is the tab's choice (URL or development panel), else the one the persona's account saved,
 * else the persona's own. Permissions the tab drops (`without`) are gone from the identity, so the app
 * hides what needs them, and from the mock token, so the mock platform refuses it.
 */
export function resolveLocalSession(config: AppConfig, overrides: DevOverrides, saved: SavedLanguages = {}): SessionStartedPayload {
  const persona = PERSONAS[overrides.persona ?? DEFAULT_PERSONA];
  const community = overrides.community ?? persona.identity.community;
  const accountLanguage = saved[persona.id] ?? persona.identity.language;
  const permissions = withoutPermissions(persona.identity.permissions, overrides.without ?? []);
  const identity: Identity = { ...persona.identity, community, language: accountLanguage, permissions };
  return {
    config,
    identity,
    community,
    language: overrides.language ?? accountLanguage,
    flags: resolveFlags(config, persona.flags, overrides.flags),
  };
}

/**
 * The mock bearer token of a local session: the identity's own permissions, less those the tab drops on
 * the server only (`serverWithout`).
 */
export const localSessionToken = (identity: Identity, overrides: Pick<DevOverrides, 'serverWithout'>): string =>
  mockTokenFor({ ...identity, permissions: withoutPermissions(identity.permissions, overrides.serverWithout ?? []) });

export { resolveFlags };
