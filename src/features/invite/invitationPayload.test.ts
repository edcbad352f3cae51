import { describe, expect, it } from 'vitest';
import { emptyInviteForm } from './invite.schema';
import { toInvitationPayload } from './invitationPayload';

const values = {
  ...emptyInviteForm,
  name: ' Harbour Roofing Ltd ',
  companiesHouseNumber: '01234567',
  contactFirstName: 'Dana',
  contactLastName: 'Price',
  contactEmail: 'dana@harbour.example',
  contactPhone: '020 7946 0958',
  addressLine1: '1 Quay Street',
  postcode: 'BS1 4DJ',
  requiredGoals: { value: 102, label: 'Silver' },
  sentByFirstName: 'Alex',
  sentByLastName: 'Morgan',
  sentByEmail: 'alex@northbridge.example',
  mobileNumber: '07700 900123',
  officeNumber: '',
  reasonCode: { value: 3, label: 'Framework or DPS application' },
};

describe('toInvitationPayload (spec 01 §3)', () => {
  it('builds the payload exactly', () => {
    expect(toInvitationPayload(values, { orgUnitId: 2001, segment: { id: 4006, name: 'DPS: Minor works' }, stageId: 7016 })).toEqual({
      contactEmail: 'dana@harbour.example',
      name: 'Harbour Roofing Ltd',
      companiesHouseNumber: '01234567',
      contactFirstName: 'Dana',
      contactLastName: 'Price',
      contactPhone: '020 7946 0958',
      addressLine1: '1 Quay Street',
      postcode: 'BS1 4DJ',
      requiredGoals: 'Silver',
      listGroupingId: 4006,
      listGroupingName: 'DPS: Minor works',
      customStageId: 7016,
      sentByFirstName: 'Alex',
      sentByLastName: 'Morgan',
      sentByEmail: 'alex@northbridge.example',
      orgUnitId: 2001,
      reasonCode: { value: 3, label: 'Framework or DPS application' },
      officeNumber: '',
      mobileNumber: '07700 900123',
    });
  });

  it('sends customStageId -1 without a stage and requiredGoals "" without a level', () => {
    const payload = toInvitationPayload({ ...values, requiredGoals: null }, { orgUnitId: 2001, segment: { id: 1, name: 'S' }, stageId: null });
    expect(payload.customStageId).toBe(-1);
    expect(payload.requiredGoals).toBe('');
  });
});
