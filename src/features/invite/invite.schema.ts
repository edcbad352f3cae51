import { number, object, string, type TestContext } from 'yup';
import { isEmailAddress } from '@/lib/email';
import { phoneProblem } from '@/lib/phone';

/** Message keys in the invite namespace; English values are the spec's wording (spec 01 §5). */
export const INVITE_MESSAGES = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  phoneTooLong: 'validation.phoneTooLong',
  oneTelephone: 'validation.oneTelephone',
  companyNumberLength: 'validation.companyNumberLength',
} as const;
const M = INVITE_MESSAGES;

/** Companies House numbers are exactly 8 characters (spec 01 §9). */
export const COMPANY_NUMBER_LENGTH = 8;

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

const required = string().trim().required(M.required);
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
  name: required,
  companiesHouseNumber: string()
    .trim()
    .test('length', M.companyNumberLength, (v) => !v || v.length === COMPANY_NUMBER_LENGTH),
  contactFirstName: required,
  contactLastName: required,
  contactEmail: email,
  contactPhone: string().trim().required(M.required).test('phone', M.phone, phoneFormat),
  addressLine1: string(),
  postcode: string(),
  requiredGoals: choice,
  sentByFirstName: required,
  sentByLastName: required,
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
