import { number, object, string, type TestContext } from 'yup';
import { isEmailAddress } from '@/lib/email';
import { phoneProblem } from '@/lib/phone';
import { COMPANIES_HOUSE_NUMBER_LENGTH, INVITE_TEXT_BOUNDS } from '@/services/invite/textBounds';

/** Message keys in the invite namespace; English values are the spec's wording (spec 01 §5). */
export const INVITE_MESSAGES = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  phoneTooLong: 'validation.phoneTooLong',
  oneTelephone: 'validation.oneTelephone',
  companyNumberLength: 'validation.companyNumberLength',
  /** Above the invite service's bound for the field; shown with `max` (useInviteField). */
  tooLong: 'validation.tooLong',
} as const;
const M = INVITE_MESSAGES;

/** Companies House numbers are exactly 8 characters (spec 01 §9). */
export const COMPANY_NUMBER_LENGTH = COMPANIES_HOUSE_NUMBER_LENGTH;

export interface Choice {
  value: number;
  label: string;
}

export interface InviteFormValues {
  name: string;
  companiesHouseNumber: string;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  addressLine1: string;
  postcode: string;
  requiredGoals: Choice | null;
  sentByFirstName: string;
  sentByLastName: string;
  mobileNumber: string;
  officeNumber: string;
  sentByEmail: string;
  reasonCode: Choice | null;
}

export const emptyInviteForm: InviteFormValues = {
  name: '',
  companiesHouseNumber: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
  contactPhone: '',
  addressLine1: '',
  postcode: '',
  requiredGoals: null,
  sentByFirstName: '',
  sentByLastName: '',
  mobileNumber: '',
  officeNumber: '',
  sentByEmail: '',
  reasonCode: null,
};

/** Text the invite service takes: at most its bound, counted as it counts (trimmed), so the form never sends what it refuses. */
const bounded = (field: 'name' | 'contactFirstName' | 'contactLastName' | 'addressLine1' | 'postcode' | 'sentByFirstName' | 'sentByLastName') =>
  string().trim().max(INVITE_TEXT_BOUNDS[field], M.tooLong);
const required = (field: Parameters<typeof bounded>[0]) => bounded(field).required(M.required);
// The same rule as the invite service (lib/email), not yup's, which lets "a@b" through.
const email = string().trim().required(M.required).test('email', M.email, (v) => !v || isEmailAddress(v));
const choice = object({ value: number().required(), label: string().trim().required(M.required) })
  .nullable()
  .required(M.required);
/** The shared phone rule (lib/phone): too long says so, anything else implausible is the wrong format. */
function phoneFormat(this: TestContext, value: string | undefined) {
  const problem = value?.trim() ? phoneProblem(value) : null;
  if (problem === null) return true;
  return this.createError({ message: problem === 'tooLong' ? M.phoneTooLong : M.phone });
}

/** The invite form's rules (spec 01 §5), one schema; table-tested in invite.schema.test.ts. */
export const inviteSchema = object({
  name: required('name'),
  companiesHouseNumber: string()
    .trim()
    .test('length', M.companyNumberLength, (v) => !v || v.length === COMPANY_NUMBER_LENGTH),
  contactFirstName: required('contactFirstName'),
  contactLastName: required('contactLastName'),
  contactEmail: email,
  contactPhone: string().trim().required(M.required).test('phone', M.phone, phoneFormat),
  addressLine1: bounded('addressLine1'),
  postcode: bounded('postcode'),
  requiredGoals: choice,
  sentByFirstName: required('sentByFirstName'),
  sentByLastName: required('sentByLastName'),
  // At least one of mobile and office; the rule sits on mobile, the form shows it under both.
  mobileNumber: string()
    .trim()
    .test('oneTelephone', M.oneTelephone, function (value) {
      return !!value?.trim() || !!(this.parent as InviteFormValues).officeNumber?.trim();
    })
    .test('phone', M.phone, phoneFormat),
  // An office number given when mobile is empty must match the phone pattern.
  officeNumber: string()
    .trim()
    .test('phone', M.phone, function (value) {
      return !!(this.parent as InviteFormValues).mobileNumber?.trim() || phoneFormat.call(this, value);
    }),
  sentByEmail: email,
  reasonCode: choice,
});
