import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { emptyInviteForm, inviteSchema, type InviteFormValues } from './invite.schema';

const valid: InviteFormValues = {
  ...emptyInviteForm,
  name: 'Harbour Roofing Ltd',
  contactFirstName: 'Dana',
  contactLastName: 'Price',
  contactEmail: 'dana@harbour-roofing.example',
  contactPhone: '+44 20 7946 0958',
  requiredGoals: { value: 101, label: 'Bronze' },
  sentByFirstName: 'Alex',
  sentByLastName: 'Morgan',
  sentByEmail: 'alex.morgan@northbridge.example',
  mobileNumber: '07700 900123',
  reasonCode: { value: 1, label: 'New supplier for an upcoming project' },
};

/** The messages the schema reports, by field. */
function errorsOf(values: InviteFormValues): Record<string, string> {
  try {
    inviteSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as ValidationError).inner;
    return Object.fromEntries(inner.map((e) => [e.path!, e.message]));
  }
}

describe('invite schema (spec 01 §5)', () => {
  it('accepts a complete invitation', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each<[string, Partial<InviteFormValues>, Record<string, string>]>([
    // required fields
    ['company name missing', { name: '  ' }, { name: 'validation.required' }],
    ['contact first name missing', { contactFirstName: '' }, { contactFirstName: 'validation.required' }],
    ['contact last name missing', { contactLastName: '' }, { contactLastName: 'validation.required' }],
    ['sender first name missing', { sentByFirstName: '' }, { sentByFirstName: 'validation.required' }],
    ['sender last name missing', { sentByLastName: '' }, { sentByLastName: 'validation.required' }],
    ['contact email missing', { contactEmail: '' }, { contactEmail: 'validation.required' }],
    ['sender email missing', { sentByEmail: '' }, { sentByEmail: 'validation.required' }],
    ['contact phone missing', { contactPhone: '' }, { contactPhone: 'validation.required' }],
    ['membership level missing', { requiredGoals: null }, { requiredGoals: 'validation.required' }],
    ['membership level without label', { requiredGoals: { value: 1, label: '' } }, { 'requiredGoals.label': 'validation.required' }],
    ['reason code missing', { reasonCode: null }, { reasonCode: 'validation.required' }],
    ['reason code without label', { reasonCode: { value: 2, label: ' ' } }, { 'reasonCode.label': 'validation.required' }],
    // emails
    ['contact email without @', { contactEmail: 'dana.harbour' }, { contactEmail: 'validation.email' }],
    ['sender email without domain', { sentByEmail: 'alex@' }, { sentByEmail: 'validation.email' }],
    // phone pattern
    ['contact phone with letters', { contactPhone: 'call me' }, { contactPhone: 'validation.phone' }],
    ['contact phone longer than 19', { contactPhone: '+44 20 7946 0958 123' }, { contactPhone: 'validation.phoneTooLong' }],
    ['contact phone of two digits', { contactPhone: '12' }, { contactPhone: 'validation.phone' }],
    ['contact phone of sixteen digits', { contactPhone: '+1234567890123456' }, { contactPhone: 'validation.phone' }],
    ['contact phone with an extension, one character too long', { contactPhone: '020 7946 0958 ext 12' }, { contactPhone: 'validation.phoneTooLong' }],
    ['office number too long while mobile empty', { mobileNumber: '', officeNumber: '0117 496 0123 ext 123' }, { officeNumber: 'validation.phoneTooLong' }],
    ['contact email without a dot in its domain', { contactEmail: 'a@b' }, { contactEmail: 'validation.email' }],
    ['sender email without a dot in its domain', { sentByEmail: 'alex@northbridge' }, { sentByEmail: 'validation.email' }],
    ['mobile with letters', { mobileNumber: '07700 abc' }, { mobileNumber: 'validation.phone' }],
    // at least one telephone
    ['no mobile and no office number', { mobileNumber: '', officeNumber: '' }, { mobileNumber: 'validation.oneTelephone' }],
    ['office number wrong while mobile empty', { mobileNumber: '', officeNumber: 'office' }, { officeNumber: 'validation.phone' }],
    // Companies House number: optional, exactly 8 when given
    ['company number of 7', { companiesHouseNumber: '1234567' }, { companiesHouseNumber: 'validation.companyNumberLength' }],
    ['company number of 9', { companiesHouseNumber: '123456789' }, { companiesHouseNumber: 'validation.companyNumberLength' }],
    // the invite service's own bounds (docs/decisions.md): the form refuses what the service would
    ['company name of 161 characters', { name: 'R'.repeat(161) }, { name: 'validation.tooLong' }],
    ['contact first name of 101 characters', { contactFirstName: 'D'.repeat(101) }, { contactFirstName: 'validation.tooLong' }],
    ['contact last name of 101 characters', { contactLastName: 'P'.repeat(101) }, { contactLastName: 'validation.tooLong' }],
    ['address line 1 of 101 characters', { addressLine1: 'a'.repeat(101) }, { addressLine1: 'validation.tooLong' }],
    ['postcode of 21 characters', { postcode: 'SW1A 1AA'.padEnd(21, 'X') }, { postcode: 'validation.tooLong' }],
    ['sender first name of 101 characters', { sentByFirstName: 'A'.repeat(101) }, { sentByFirstName: 'validation.tooLong' }],
    ['sender last name of 101 characters', { sentByLastName: 'M'.repeat(101) }, { sentByLastName: 'validation.tooLong' }],
  ])('%s', (_case, change, expected) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(expected);
  });

  it.each<[string, Partial<InviteFormValues>]>([
    ['only an office number', { mobileNumber: '', officeNumber: '020 7946 0958' }],
    ['an office number in any form when a mobile is given', { officeNumber: 'reception' }],
    ['a Companies House number of 8', { companiesHouseNumber: 'SC123456' }],
    ['address and postcode left empty', { addressLine1: '', postcode: '' }],
    ['a phone with brackets and an extension', { contactPhone: '(020) 7946-0958 x12' }],
    ['a phone with dots', { contactPhone: '01632.960.123' }],
    ['a phone with an extension written out', { contactPhone: '020 7946 0958 ext 1' }],
    ['each bounded text at its bound, spaces around it not counted', {
      name: ` ${'R'.repeat(160)} `, contactFirstName: 'D'.repeat(100), contactLastName: 'P'.repeat(100), addressLine1: 'a'.repeat(100),
      postcode: ' '.repeat(5) + 'X'.repeat(20), sentByFirstName: 'A'.repeat(100), sentByLastName: 'M'.repeat(100),
    }],
    ['a phone of exactly 19 characters', { contactPhone: '+44 (0)20 7946 0958'.replace('(0)', '') + '12' }],
  ])('accepts %s', (_case, change) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({});
  });
});
