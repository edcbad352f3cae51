import { PHONE_MAX_LENGTH } from '@/lib/phone';

/** Companies House numbers are exactly 8 characters (spec 01 §5, §9). */
export const COMPANIES_HOUSE_NUMBER_LENGTH = 8;

/**
 * The longest text each field of an invitation takes, shared by the invite form and the invite service (the mock
 * refuses longer). Spec 01 bounds the phones (19), the Companies House number (8) and, through lib/email, the
 * addresses (254); the rest are the platform's own (docs/decisions.md): Companies House's own 160 for a company
 * name, 100 for a person's name part, an address line or a chosen label, 20 for a postcode (any country's).
 */
export const INVITE_TEXT_BOUNDS = {
  name: 160,
  companiesHouseNumber: COMPANIES_HOUSE_NUMBER_LENGTH,
  contactFirstName: 100,
  contactLastName: 100,
  contactEmail: 254,
  contactPhone: PHONE_MAX_LENGTH,
  addressLine1: 100,
  postcode: 20,
  requiredGoals: 100,
  sentByFirstName: 100,
  sentByLastName: 100,
  sentByEmail: 254,
  officeNumber: PHONE_MAX_LENGTH,
  mobileNumber: PHONE_MAX_LENGTH,
} as const;

export type InviteTextField = keyof typeof INVITE_TEXT_BOUNDS;
