import {
  COMMUNITY_CODES,
  COMPONENT_KEYS,
  HEADER_DETAIL_KEYS,
  LANGUAGES,
  PROFILE_VISIBILITY_KEYS,
  SERVICE_KINDS,
  WORK_CATEGORY_COLUMNS,
  type AppConfig,
  type CommunitySettings,
  type HeaderDetailKey,
} from './types';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../http/requestTimeout';
import { isLocalHost } from './mockPlatformHost';

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; key: string; reason: string };

/** Raised while walking the raw JSON; names the first bad key. */
class BadKey extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`${key}: ${reason}`);
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function object(parent: Json, key: string, path: string): Json {
  const value = parent[key];
  if (!isObject(value)) throw new BadKey(path, value === undefined ? 'is missing' : 'must be an object');
  return value;
}

function string(parent: Json, key: string, path: string): string {
  const value = parent[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BadKey(path, value === undefined ? 'is missing' : 'must be a non-empty string');
  }
  return value;
}

/**
 * A URL the app sends requests or the browser to: absolute http(s), or a path on this origin. Any
 * other scheme (`javascript:`, `data:`) could run script on a 401, and `//host` or `/\\host` leave
 * the origin while looking like a path.
 */
export const isHttpOrSameOriginPath = (value: string): boolean =>
  // Control characters and spaces are refused: browsers strip them, so `java\tscript:` runs as `javascript:`.
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u0020\u007f\\]/.test(value) && /^(https?:\/\/[^/?#]|\/(?!\/))/i.test(value);

function url(parent: Json, key: string, path: string): string {
  const value = string(parent, key, path);
  if (!isHttpOrSameOriginPath(value)) throw new BadKey(path, 'must be an http(s) URL or a path starting with /');
  return value;
}

/**
 * A backend the app sends the buyer's bearer token to: plain http:// only to a local host (a
 * developer's machine), else the token and the buyer's data cross the network in clear.
 */
function serviceUrl(parent: Json, key: string, path: string): string {
  const value = url(parent, key, path);
  if (!/^http:\/\//i.test(value)) return value;
  let hostname: string;
  try {
    hostname = new URL(value).hostname;
  } catch {
    throw new BadKey(path, 'is not a valid URL');
  }
  if (!isLocalHost(hostname)) {
    throw new BadKey(path, 'must be an https:// URL (or a path starting with /): http:// sends the sign-in token in clear to a host that is not local');
  }
  return value;
}

function number(parent: Json, key: string, path: string): number {
  const value = parent[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new BadKey(path, value === undefined ? 'is missing' : 'must be a number');
  }
  return value;
}

function positiveNumber(parent: Json, key: string, path: string): number {
  const value = number(parent, key, path);
  if (value <= 0) throw new BadKey(path, 'must be a positive number');
  return value;
}

function boolean(parent: Json, key: string, path: string): boolean {
  const value = parent[key];
  if (typeof value !== 'boolean') throw new BadKey(path, value === undefined ? 'is missing' : 'must be true or false');
  return value;
}

function oneOf<T extends string>(parent: Json, key: string, path: string, allowed: readonly T[]): T {
  const value = string(parent, key, path);
  if (!(allowed as readonly string[]).includes(value)) throw new BadKey(path, `must be one of ${allowed.join(', ')}`);
  return value as T;
}

function optionalObject(parent: Json, key: string, path: string): Json | null {
  const value = parent[key];
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw new BadKey(path, 'must be an object or null');
  return value;
}

/** Optional profile visibility overrides: only known keys, each true or false. */
function profileVisibility(raw: Json, path: string): CommunitySettings['profile'] {
  const profile = optionalObject(raw, 'profile', `${path}.profile`);
  if (!profile) return undefined;
  return Object.fromEntries(
    PROFILE_VISIBILITY_KEYS.filter((key) => key in profile).map((key) => [key, boolean(profile, key, `${path}.profile.${key}`)]),
  );
}

/** Optional work categories settings: known column ids, the filters' switches and expiry options. */
function workCategorySettings(raw: Json, path: string): CommunitySettings['workCategories'] {
  const settings = optionalObject(raw, 'workCategories', `${path}.workCategories`);
  if (!settings) return undefined;
  const parsed: NonNullable<CommunitySettings['workCategories']> = {};
  if (settings.dataColumns !== undefined) {
    const columns = settings.dataColumns;
    const known = WORK_CATEGORY_COLUMNS as readonly unknown[];
    if (!Array.isArray(columns) || !columns.every((c) => known.includes(c))) {
      throw new BadKey(`${path}.workCategories.dataColumns`, `must list columns among ${WORK_CATEGORY_COLUMNS.join(', ')}`);
    }
    parsed.dataColumns = columns as typeof parsed.dataColumns;
  }
  const filters = optionalObject(settings, 'filters', `${path}.workCategories.filters`);
  if (filters) {
    const options = filters.expiryDateOptions ?? [];
    if (!Array.isArray(options) || !options.every((o) => typeof o === 'string')) {
      throw new BadKey(`${path}.workCategories.filters.expiryDateOptions`, 'must be a list of texts');
    }
    const flag = (key: string) => (filters[key] === undefined ? true : boolean(filters, key, `${path}.workCategories.filters.${key}`));
    parsed.filters = { status: flag('status'), workCategoryType: flag('workCategoryType'), expirationStatus: flag('expirationStatus'), expiryDateOptions: options as string[] };
  }
  return parsed;
}

/** The community's default organisation name: a non-empty text of at most 200 characters. */
function organisationName(raw: Json, path: string): string {
  const value = string(raw, 'defaultOrganisationName', `${path}.defaultOrganisationName`).trim();
  if (!value || value.length > 200) throw new BadKey(`${path}.defaultOrganisationName`, 'must be a name of 1 to 200 characters');
  return value;
}

/**
 * The header's supplier details: a list of known detail names, in order. Cosmetic, so a bad value
 * never stops the app: an unknown name is left out with a console warning, and a value that is not
 * a list, or a list of which no name is known, leaves the community's default list with a warning.
 * An empty list is honoured (no configured details).
 */
function headerDetails(raw: Json, path: string): HeaderDetailKey[] | undefined {
  const value = raw.headerDetails;
  const key = `${path}.headerDetails`;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    console.warn(`config.json ${key}: ignored, it must be a list of detail names (${HEADER_DETAIL_KEYS.join(', ')}); the community's default list applies.`);
    return undefined;
  }
  const known = HEADER_DETAIL_KEYS as readonly unknown[];
  const unknown = value.filter((name) => !known.includes(name));
  if (unknown.length) {
    console.warn(`config.json ${key}: ignored unknown detail name(s) ${unknown.map((name) => JSON.stringify(name)).join(', ')} (known: ${HEADER_DETAIL_KEYS.join(', ')}).`);
  }
  const names = [...new Set(value.filter((name): name is HeaderDetailKey => known.includes(name)))];
  if (value.length > 0 && names.length === 0) {
    console.warn(`config.json ${key}: no known detail name; the community's default list applies.`);
    return undefined;
  }
  return names;
}

function community(raw: Json, path: string): CommunitySettings {
  const components = object(raw, 'components', `${path}.components`);
  const profile = profileVisibility(raw, path);
  const workCategories = workCategorySettings(raw, path);
  const defaultOrganisationName = raw.defaultOrganisationName === undefined ? undefined : organisationName(raw, path);
  const details = headerDetails(raw, path);
  return {
    ...(details && { headerDetails: details }),
    ...(profile && { profile }),
    ...(workCategories && { workCategories }),
    ...(defaultOrganisationName !== undefined && { defaultOrganisationName }),
    variantId: number(raw, 'variantId', `${path}.variantId`),
    countryCode: oneOf(raw, 'countryCode', `${path}.countryCode`, COMMUNITY_CODES),
    currency: string(raw, 'currency', `${path}.currency`),
    locale: string(raw, 'locale', `${path}.locale`),
    distanceUnit: raw.distanceUnit === undefined ? 'miles' : oneOf(raw, 'distanceUnit', `${path}.distanceUnit`, ['miles', 'km']),
    language: oneOf(raw, 'language', `${path}.language`, LANGUAGES),
    defaultLevel1WorkCategoryId: number(raw, 'defaultLevel1WorkCategoryId', `${path}.defaultLevel1WorkCategoryId`),
    components: Object.fromEntries(
      COMPONENT_KEYS.map((key) => [key, boolean(components, key, `${path}.components.${key}`)]),
    ) as CommunitySettings['components'],
  };
}

/** Validates public/config.json; a bad or missing key is named so the error page can say which. */
export function parseConfig(raw: unknown): ConfigResult {
  try {
    if (!isObject(raw)) throw new BadKey('(root)', 'config.json must hold a JSON object');
    const services = object(raw, 'services', 'services');
    const auth0 = optionalObject(raw, 'auth0', 'auth0');
    const launchDarkly = optionalObject(raw, 'launchDarkly', 'launchDarkly');
    const communitiesRaw = object(raw, 'communities', 'communities');
    const flagsRaw = optionalObject(raw, 'flags', 'flags') ?? {};
    const flags: Record<string, boolean> = {};
    for (const key of Object.keys(flagsRaw)) flags[key] = boolean(flagsRaw, key, `flags.${key}`);

    const config: AppConfig = {
      mockPlatform: boolean(raw, 'mockPlatform', 'mockPlatform'),
      mockPlatformOnAnyHost: raw.mockPlatformOnAnyHost !== undefined && boolean(raw, 'mockPlatformOnAnyHost', 'mockPlatformOnAnyHost'),
      services: Object.fromEntries(
        SERVICE_KINDS.map((kind) => [kind, serviceUrl(services, kind, `services.${kind}`)]),
      ) as AppConfig['services'],
      auth0: auth0 && {
        domain: string(auth0, 'domain', 'auth0.domain'),
        clientId: string(auth0, 'clientId', 'auth0.clientId'),
        audience: string(auth0, 'audience', 'auth0.audience'),
      },
      launchDarkly: launchDarkly && {
        clientId: string(launchDarkly, 'clientId', 'launchDarkly.clientId'),
        environment: string(launchDarkly, 'environment', 'launchDarkly.environment'),
      },
      rootDomainUrl: url(raw, 'rootDomainUrl', 'rootDomainUrl'),
      productHostUrl: url(raw, 'productHostUrl', 'productHostUrl'),
      defaultCommunity: oneOf(raw, 'defaultCommunity', 'defaultCommunity', COMMUNITY_CODES),
      communities: Object.fromEntries(
        COMMUNITY_CODES.map((code) => [code, community(object(communitiesRaw, code, `communities.${code}`), `communities.${code}`)]),
      ) as AppConfig['communities'],
      flags,
      requestTimeoutMs: raw.requestTimeoutMs === undefined ? DEFAULT_REQUEST_TIMEOUT_MS : positiveNumber(raw, 'requestTimeoutMs', 'requestTimeoutMs'),
    };
    // Without Auth0 the app signs in with the mock platform's personas: against real services that
    // would let anyone choose who they are. Only the mock platform may run without a sign-in.
    if (!config.mockPlatform && !config.auth0) {
      throw new BadKey('auth0', 'is missing while mockPlatform is false: set auth0 to sign in to real services (only the mock platform runs without a sign-in)');
    }
    return { ok: true, config };
  } catch (error) {
    if (error instanceof BadKey) return { ok: false, key: error.key, reason: error.reason };
    throw error;
  }
}
