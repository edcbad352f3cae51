import { COMMUNITY_CODES, type CommunityCode } from '../config/types';

/**
 * Identifier wording per community, as i18n keys in the `common` namespace (spec 01 §1).
 * Components use these keys; no inline `if (country === …)` anywhere else.
 */
export interface CommunityWording {
  companyNumber: string;
  vatNumber: string;
  countryName: string;
}

export const COMMUNITY_WORDING: Record<CommunityCode, CommunityWording> = {
  GB: { companyNumber: 'community.companyNumber.GB', vatNumber: 'community.vatNumber', countryName: 'community.country.GB' },
  IE: { companyNumber: 'community.companyNumber.IE', vatNumber: 'community.vatNumber', countryName: 'community.country.IE' },
  FR: { companyNumber: 'community.companyNumber.FR', vatNumber: 'community.vatNumber', countryName: 'community.country.FR' },
  BE: { companyNumber: 'community.companyNumber.BE', vatNumber: 'community.vatNumber', countryName: 'community.country.BE' },
  ES: { companyNumber: 'community.companyNumber.ES', vatNumber: 'community.vatNumber', countryName: 'community.country.ES' },
};

/** The results table's registration column shows registrationNumber for GB, companyHouseNumber otherwise. */
export const registrationField = (code: CommunityCode): 'registrationNumber' | 'companyHouseNumber' =>
  code === 'GB' ? 'registrationNumber' : 'companyHouseNumber';

/** A list of suppliers from several countries titles their identifiers with this neutral word. */
export const ANY_COMPANY_NUMBER = 'community.companyNumberAny';

/**
 * What a supplier's company number is called, by the supplier's own country: a GB supplier's
 * number is a Companies House number even to a buyer in the French community. Unknown countries
 * get the neutral word.
 */
export const companyNumberWordingFor = (countryCode: string | null | undefined): string =>
  (COMMUNITY_CODES as readonly string[]).includes(countryCode ?? '')
    ? COMMUNITY_WORDING[countryCode as CommunityCode].companyNumber
    : ANY_COMPANY_NUMBER;
