import type { CommunityCode, CommunitySettings, HeaderDetailKey } from '../config/types';

/** What the header showed before it was configurable: the company number (in the community's wording) and "Member since". */
const DEFAULT_DETAILS: readonly HeaderDetailKey[] = ['companyNumber', 'memberSince'];

/**
 * The header's supplier details per community (spec 02 §2.5). The Europe variants list the VAT number
 * too: there it is the number a buyer recognises a company by (SIREN/BCE/CIF are shown in the company
 * number's own wording). A deployment overrides the list per community in config.json
 * (`communities.XX.headerDetails`).
 */
const DEFAULTS: Record<CommunityCode, readonly HeaderDetailKey[]> = {
  GB: DEFAULT_DETAILS,
  IE: DEFAULT_DETAILS,
  FR: ['companyNumber', 'vatNumber', 'memberSince'],
  BE: ['companyNumber', 'vatNumber', 'memberSince'],
  ES: ['companyNumber', 'vatNumber', 'memberSince'],
};

/** The community's header details: the configuration's list when it has one, else the community's default. */
export function headerDetailsOf(settings: CommunitySettings | null | undefined): readonly HeaderDetailKey[] {
  return settings?.headerDetails ?? DEFAULTS[settings?.countryCode ?? 'GB'] ?? DEFAULT_DETAILS;
}
