import type { InvitationPayload } from '@/services/invite/types';
import type { InviteFormValues } from './invite.schema';

/** Missing custom stage id (spec 01 §9). */
export const NO_CUSTOM_STAGE = -1;

export interface InviteTarget {
  orgUnitId: number;
  segment: { id: number; name: string };
  stageId: number | null;
}

/** The payload exactly as spec 01 §3: text trimmed, requiredGoals as its label or '', reasonCode value and label. */
export function toInvitationPayload(values: InviteFormValues, target: InviteTarget): InvitationPayload {
  const text = (value: string) => value.trim();
  return {
    contactEmail: text(values.contactEmail),
    name: text(values.name),
    companiesHouseNumber: text(values.companiesHouseNumber),
    contactFirstName: text(values.contactFirstName),
    contactLastName: text(values.contactLastName),
    contactPhone: text(values.contactPhone),
    addressLine1: text(values.addressLine1),
    postcode: text(values.postcode),
    requiredGoals: values.requiredGoals?.label ?? '',
    listGroupingId: target.segment.id,
    listGroupingName: target.segment.name,
    customStageId: target.stageId ?? NO_CUSTOM_STAGE,
    sentByFirstName: text(values.sentByFirstName),
    sentByLastName: text(values.sentByLastName),
    sentByEmail: text(values.sentByEmail),
    orgUnitId: target.orgUnitId,
    reasonCode: { value: values.reasonCode?.value ?? 0, label: values.reasonCode?.label ?? '' },
    officeNumber: text(values.officeNumber),
    mobileNumber: text(values.mobileNumber),
  };
}
