import type { CommunitySettings } from './types';

/** The default organisation name of a community whose configuration names none (spec 03 §6). */
export const DEFAULT_COMMUNITY_ORGANISATION_NAME = 'Supplier Assurance Community';

/** The community's configured default organisation name, or the default one. */
export const communityOrganisationName = (settings: Pick<CommunitySettings, 'defaultOrganisationName'> | null | undefined): string =>
  settings?.defaultOrganisationName ?? DEFAULT_COMMUNITY_ORGANISATION_NAME;
