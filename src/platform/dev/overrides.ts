import { COMMUNITY_CODES, type CommunityCode, type Language } from '../config/types';
import { isPersonaId, type PersonaId } from '../auth/personas';
import { PERMISSIONS, type Permission } from '../auth/permissions';
import { isFlagName, type Flags } from '../flags/flags';
import { isLanguage } from '../i18n/i18n';
import { DEV_OVERRIDES_KEY } from './overridesKey';

/**
 * Mock-mode overrides picked by URL parameter or the development panel, kept in
 * sessionStorage so they survive navigation and reloads within the tab:
 *   ?persona=readonly-sourcing  ?community=FR  ?lng=fr  ?flags=exportSearchResultsEnabled:off,ssipEnabled:on
 *   ?without=suppliersourcing:edit-notes  ?serverWithout=suppliersourcing:edit-notes,onboarding:access
 */
export interface DevOverrides {
  persona?: PersonaId;
  community?: CommunityCode;
  language?: Language;
  flags: Partial<Flags>;
  /** Permissions dropped from the persona: the app hides what needs them and the mock platform refuses it. */
  without?: Permission[];
  /**
   * Permissions dropped on the mock platform only (carried in the token): the app still offers the
   * action, so QA can see the server's refusal of a button shown by mistake.
   */
  serverWithout?: Permission[];
}

export { DEV_OVERRIDES_KEY };

const isCommunity = (value: string | null): value is CommunityCode =>
  !!value && (COMMUNITY_CODES as readonly string[]).includes(value.toUpperCase());

export function parseFlagList(value: string): Partial<Flags> {
  const flags: Partial<Flags> = {};
  for (const part of value.split(',')) {
    const [name, state = 'on'] = part.split(':').map((s) => s.trim());
    if (name && isFlagName(name)) flags[name] = !['off', 'false', '0'].includes(state.toLowerCase());
  }
  return flags;
}

const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

/** A comma list of permissions; unknown names are ignored, and an empty value (or `none`) clears the list. */
export const parsePermissionList = (value: string): Permission[] => [...new Set(value.split(',').map((p) => p.trim()).filter(isPermission))];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const storedPermissions = (value: unknown): Permission[] | undefined =>
  Array.isArray(value) ? [...new Set(value.filter((p): p is Permission => typeof p === 'string' && isPermission(p)))] : undefined;

/**
 * The tab's stored overrides, each field checked: the value is anyone's to edit (a stale build, a
 * hand edit, another app on the origin), and an unknown persona once left a white screen. A field
 * that does not fit is dropped, with a warning, and the default takes its place.
 */
export function loadStoredOverrides(storage: Storage | undefined): DevOverrides {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(DEV_OVERRIDES_KEY);
    if (!raw) return { flags: {} };
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`Development overrides: ignored the stored value (${DEV_OVERRIDES_KEY}), which is not JSON.`);
    return { flags: {} };
  }
  if (!isRecord(parsed)) {
    console.warn(`Development overrides: ignored the stored value (${DEV_OVERRIDES_KEY}), which is not an object.`);
    return { flags: {} };
  }
  const overrides: DevOverrides = { flags: {} };
  const dropped: string[] = [];
  const { persona, community, language, flags, without, serverWithout } = parsed;
  if (typeof persona === 'string' && isPersonaId(persona)) overrides.persona = persona;
  else if (persona !== undefined) dropped.push('persona');
  if (typeof community === 'string' && (COMMUNITY_CODES as readonly string[]).includes(community)) overrides.community = community as CommunityCode;
  else if (community !== undefined) dropped.push('community');
  if (typeof language === 'string' && isLanguage(language)) overrides.language = language;
  else if (language !== undefined) dropped.push('language');
  if (isRecord(flags)) {
    for (const [name, state] of Object.entries(flags)) {
      if (isFlagName(name) && typeof state === 'boolean') overrides.flags[name] = state;
      else dropped.push(`flags.${name}`);
    }
  } else if (flags !== undefined) dropped.push('flags');
  for (const [field, value] of [['without', without], ['serverWithout', serverWithout]] as const) {
    const list = storedPermissions(value);
    if (list) overrides[field] = list;
    // Duplicates are not worth a warning; a foreign entry or a list that is not one is.
    if (value !== undefined && (!list || list.length !== new Set(value as unknown[]).size)) dropped.push(field);
  }
  if (dropped.length) console.warn(`Development overrides: ignored stored ${dropped.join(', ')} (${DEV_OVERRIDES_KEY}), which the app does not know.`);
  return overrides;
}

export function saveOverrides(storage: Storage | undefined, overrides: DevOverrides): void {
  storage?.setItem(DEV_OVERRIDES_KEY, JSON.stringify(overrides));
}

/** URL parameters win over stored values and are stored for the rest of the tab's life. */
export function readDevOverrides(search: string, storage: Storage | undefined): DevOverrides {
  const params = new URLSearchParams(search);
  const stored = loadStoredOverrides(storage);
  const next: DevOverrides = { ...stored, flags: { ...stored.flags } };
  const persona = params.get('persona');
  if (isPersonaId(persona)) next.persona = persona;
  const community = params.get('community');
  if (isCommunity(community)) next.community = community.toUpperCase() as CommunityCode;
  const language = params.get('lng');
  if (isLanguage(language)) next.language = language;
  const flags = params.get('flags');
  if (flags) next.flags = { ...next.flags, ...parseFlagList(flags) };
  const without = params.get('without');
  if (without !== null) next.without = parsePermissionList(without);
  const serverWithout = params.get('serverWithout');
  if (serverWithout !== null) next.serverWithout = parsePermissionList(serverWithout);
  saveOverrides(storage, next);
  return next;
}
