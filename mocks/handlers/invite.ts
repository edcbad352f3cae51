import { HttpResponse } from 'msw';
import type { InvitationPayload, InvitationResponse, InvitationValidationIssue } from '@/services/invite/types';
import { COMPANIES_HOUSE_NUMBER_LENGTH, INVITE_TEXT_BOUNDS, type InviteTextField } from '@/services/invite/textBounds';
import { isEmailAddress, EMAIL_RULE_MESSAGE } from '@/lib/email';
import { phoneProblem, PHONE_RULE_MESSAGES } from '@/lib/phone';
import { mayInvite } from '@/platform/auth/identityRules';
import { REASON_CODES } from '../data/reference';
import { allSegments, getDb, saveDb, unitIdsOfUser } from '../db';
import { endpoint } from './endpoint';
import { isObject, pagingQuery } from './support';

// The same rules and words as the app's form (spec 01 §5, lib/email and lib/phone), so a request
// that skips the form is refused too, and for the same reason.

export interface StoredInvitation extends InvitationPayload {
  invitationId: number;
  invitedBy: number;
  sentOn: string;
}

const PHONE_FIELDS: readonly InviteTextField[] = ['contactPhone', 'officeNumber', 'mobileNumber'];
/** A reason code's label: the longest the mock takes (its own bound, as the other labels). */
const REASON_LABEL_MAX_LENGTH = 100;

const REASON_CODE_IDS = new Set(REASON_CODES.map((r) => r.reasonCodeId));

/** The invitation's text as sent, trimmed; anything but text reads as empty (and fails as such). */
const text = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

class Issues {
  readonly list: InvitationValidationIssue[] = [];
  fail(propertyName: string, failure: string) {
    const issue = this.list.find((i) => i.propertyName === propertyName);
    if (issue) issue.propertyFailures.push(failure);
    else this.list.push({ propertyName, propertyFailures: [failure] });
  }
  has = (propertyName: string) => this.list.some((i) => i.propertyName === propertyName);
}

/** Spec 01 §5 plus the bounds: each refused field is named, in the form's words where it has them. */
function validate(body: Record<string, unknown>, userAccountId: number): Issues {
  const issues = new Issues();
  /** Not text, or above its bound: refused as such (and no other rule of it is checked). */
  const misfit = (key: InviteTextField) => {
    const value = body[key];
    if (value !== undefined && value !== null && typeof value !== 'string') issues.fail(key, `'${key}' must be text.`);
    else if (text(body, key).length > INVITE_TEXT_BOUNDS[key]) {
      // A phone too long in the form's own words.
      issues.fail(key, PHONE_FIELDS.includes(key) ? PHONE_RULE_MESSAGES.tooLong : `'${key}' must be at most ${INVITE_TEXT_BOUNDS[key]} characters.`);
    } else return false;
    return true;
  };
  for (const key of ['name', 'contactFirstName', 'contactLastName', 'sentByFirstName', 'sentByLastName'] as const) {
    if (!misfit(key) && !text(body, key)) issues.fail(key, `'${key}' must not be empty.`);
  }
  for (const key of ['contactEmail', 'sentByEmail'] as const) {
    if (!misfit(key) && !isEmailAddress(text(body, key))) issues.fail(key, EMAIL_RULE_MESSAGE);
  }
  const checkPhone = (key: InviteTextField, required: boolean) => {
    if (misfit(key) || (!required && !text(body, key))) return;
    const problem = phoneProblem(text(body, key));
    if (problem) issues.fail(key, PHONE_RULE_MESSAGES[problem]);
  };
  checkPhone('contactPhone', true);
  checkPhone('mobileNumber', false);
  checkPhone('officeNumber', false);
  if (!text(body, 'officeNumber') && !text(body, 'mobileNumber') && !issues.has('officeNumber') && !issues.has('mobileNumber')) {
    issues.fail('officeNumber', 'At least 1 telephone number is required.');
  }
  const units = unitIdsOfUser(userAccountId);
  const segment = allSegments().find((s) => s.id === body.listGroupingId);
  if (!units.includes(body.orgUnitId as number)) issues.fail('orgUnitId', "'orgUnitId' is not one of your organisation units.");
  else if (!segment || segment.orgUnitAccountId !== body.orgUnitId) issues.fail('listGroupingId', "'listGroupingId' is not a segment of this organisation unit.");
  else if (body.customStageId !== -1 && !segment.stages.some((s) => s.id === body.customStageId)) {
    issues.fail('customStageId', "'customStageId' is not a stage of this segment.");
  }
  const reason = body.reasonCode;
  if (!isObject(reason) || !REASON_CODE_IDS.has(reason.value as number)) issues.fail('reasonCode', "'reasonCode' must be chosen.");
  else if (typeof reason.label !== 'string' || reason.label.length > REASON_LABEL_MAX_LENGTH) {
    issues.fail('reasonCode', `'reasonCode' label must be text of at most ${REASON_LABEL_MAX_LENGTH} characters.`);
  }
  const companyNumber = text(body, 'companiesHouseNumber');
  if (!misfit('companiesHouseNumber') && companyNumber && companyNumber.length !== COMPANIES_HOUSE_NUMBER_LENGTH) {
    issues.fail('companiesHouseNumber', `'companiesHouseNumber' must be exactly ${COMPANIES_HOUSE_NUMBER_LENGTH} characters.`);
  }
  for (const key of ['addressLine1', 'postcode', 'requiredGoals'] as const) misfit(key);
  const email = text(body, 'contactEmail').toLowerCase();
  const duplicate = (getDb().invitations as StoredInvitation[]).some(
    (i) => i.listGroupingId === body.listGroupingId && String(i.contactEmail ?? '').toLowerCase() === email,
  );
  if (email && duplicate) issues.fail('contactEmail', `${email} has already been invited to this segment.`);
  return issues;
}

/**
 * What the service keeps of a valid invitation: each known field, typed, built here, never the body
 * as sent (an extra or oversized property goes nowhere). The segment's name is the segment's own.
 */
function storedInvitation(body: Record<string, unknown>, invitationId: number, invitedBy: number): StoredInvitation {
  const segment = allSegments().find((s) => s.id === body.listGroupingId)!;
  const reason = body.reasonCode as { value: number; label: string };
  const field = (key: InviteTextField) => text(body, key);
  return {
    invitationId,
    invitedBy,
    sentOn: new Date().toISOString(),
    contactEmail: field('contactEmail'),
    name: field('name'),
    companiesHouseNumber: field('companiesHouseNumber'),
    contactFirstName: field('contactFirstName'),
    contactLastName: field('contactLastName'),
    contactPhone: field('contactPhone'),
    addressLine1: field('addressLine1'),
    postcode: field('postcode'),
    requiredGoals: field('requiredGoals'),
    listGroupingId: segment.id,
    listGroupingName: segment.name,
    customStageId: body.customStageId as number,
    sentByFirstName: field('sentByFirstName'),
    sentByLastName: field('sentByLastName'),
    sentByEmail: field('sentByEmail'),
    orgUnitId: segment.orgUnitAccountId,
    reasonCode: { value: reason.value, label: reason.label.trim() },
    officeNumber: field('officeNumber'),
    mobileNumber: field('mobileNumber'),
  };
}

/** The invitations the caller's units sent, newest first: how an invited supplier is found again. */
const invitationsOf = (userAccountId: number) => {
  const units = unitIdsOfUser(userAccountId);
  return (getDb().invitations as StoredInvitation[]).filter((i) => units.includes(i.orgUnitId)).reverse();
};

/** The invitations list's largest page (the mock's own list: the spec has no such call). */
const MAX_INVITATIONS_PAGE_SIZE = 100;

/** Spec 01 §6: inviting needs onboarding:access and supplychain:access, not read-only sourcing (mayInvite). */
export const inviteHandlers = [
  endpoint({ method: 'post', kind: 'invite', path: '/supplier', rule: mayInvite }, async ({ request, persona }) => {
    const body: unknown = await request.json().catch(() => null);
    const issues = isObject(body)
      ? validate(body, persona.identity.userAccountId).list
      : [{ propertyName: 'body', propertyFailures: ['Body must be a JSON object.'] }];
    if (issues.length) {
      // Bad input is a 400 carrying the same envelope as a success, so the app reads validationIssues
      // either way; `field` names the first refused one, as every other 400 of the mock platform does.
      return HttpResponse.json<InvitationResponse & { field: string }>(
        { isSuccess: false, message: 'Validation failed', validationIssues: issues, field: issues[0].propertyName },
        { status: 400 },
      );
    }
    const db = getDb();
    const invitationId = 8001 + db.invitations.length;
    db.invitations.push(storedInvitation(body as Record<string, unknown>, invitationId, persona.identity.userAccountId));
    saveDb();
    return HttpResponse.json<InvitationResponse>({ isSuccess: true, message: 'Invitation sent', validationIssues: [], invitationId });
  }),

  endpoint({ method: 'get', kind: 'invite', path: '/supplier', rule: mayInvite }, ({ url, persona }) => {
    const { page, pageSize } = pagingQuery(url, { max: MAX_INVITATIONS_PAGE_SIZE, fallback: MAX_INVITATIONS_PAGE_SIZE });
    const items = invitationsOf(persona.identity.userAccountId);
    return HttpResponse.json({ items: items.slice((page - 1) * pageSize, page * pageSize), totalCount: items.length });
  }),
];
