import { http, HttpResponse } from 'msw';
import type { InvitationPayload, InvitationResponse, InvitationValidationIssue } from '@/services/invite/types';
import { isEmailAddress, EMAIL_RULE_MESSAGE } from '@/lib/email';
import { phoneProblem, PHONE_RULE_MESSAGES } from '@/lib/phone';
import { allSegments, getDb, saveDb, unitIdsOfUser } from '../db';
import { mockPath } from '../paths';
import { mayInvite } from '@/platform/auth/identityRules';
import { permittedCaller } from './permission';
import { caller, isObject } from './support';

// The same rules and words as the app's form (spec 01 §5, lib/email and lib/phone), so a request
// that skips the form is refused too, and for the same reason.

export interface StoredInvitation extends InvitationPayload {
  invitationId: number;
  invitedBy: number;
  sentOn: string;
}

const text = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

function validate(body: Record<string, unknown>, userAccountId: number): InvitationValidationIssue[] {
  const issues: InvitationValidationIssue[] = [];
  const fail = (propertyName: string, failure: string) => {
    const issue = issues.find((i) => i.propertyName === propertyName);
    if (issue) issue.propertyFailures.push(failure);
    else issues.push({ propertyName, propertyFailures: [failure] });
  };
  for (const key of ['name', 'contactFirstName', 'contactLastName', 'sentByFirstName', 'sentByLastName']) {
    if (!text(body, key)) fail(key, `'${key}' must not be empty.`);
  }
  for (const key of ['contactEmail', 'sentByEmail']) {
    if (!isEmailAddress(text(body, key))) fail(key, EMAIL_RULE_MESSAGE);
  }
  const checkPhone = (key: string) => {
    const problem = phoneProblem(text(body, key));
    if (problem) fail(key, PHONE_RULE_MESSAGES[problem]);
  };
  checkPhone('contactPhone');
  for (const key of ['mobileNumber', 'officeNumber']) if (text(body, key)) checkPhone(key);
  if (!text(body, 'officeNumber') && !text(body, 'mobileNumber')) fail('officeNumber', 'At least 1 telephone number is required.');
  const units = unitIdsOfUser(userAccountId);
  const segment = allSegments().find((s) => s.id === body.listGroupingId);
  if (!units.includes(body.orgUnitId as number)) fail('orgUnitId', "'orgUnitId' is not one of your organisation units.");
  else if (!segment || segment.orgUnitAccountId !== body.orgUnitId) fail('listGroupingId', "'listGroupingId' is not a segment of this organisation unit.");
  else if (body.customStageId !== -1 && !segment.stages.some((s) => s.id === body.customStageId)) {
    fail('customStageId', "'customStageId' is not a stage of this segment.");
  }
  if (!isObject(body.reasonCode) || !Number.isInteger(body.reasonCode.value)) fail('reasonCode', "'reasonCode' must be chosen.");
  const email = text(body, 'contactEmail').toLowerCase();
  const duplicate = (getDb().invitations as StoredInvitation[]).some(
    (i) => i.listGroupingId === body.listGroupingId && i.contactEmail.toLowerCase() === email,
  );
  if (duplicate) fail('contactEmail', `${email} has already been invited to this segment.`);
  return issues;
}

/** The invitations the caller's units sent, newest first: how an invited supplier is found again. */
const invitationsOf = (userAccountId: number) => {
  const units = unitIdsOfUser(userAccountId);
  return (getDb().invitations as StoredInvitation[]).filter((i) => units.includes(i.orgUnitId)).reverse();
};

export const inviteHandlers = [
  http.post(mockPath('invite', '/supplier'), async ({ request }) => {
    const persona = permittedCaller(request, mayInvite);
    if (persona instanceof Response) return persona;
    const body: unknown = await request.json().catch(() => null);
    const issues = isObject(body)
      ? validate(body, persona.identity.userAccountId)
      : [{ propertyName: 'body', propertyFailures: ['Body must be a JSON object.'] }];
    if (issues.length) {
      // Bad input is a 400 carrying the same envelope as a success, so the app reads validationIssues either way.
      return HttpResponse.json<InvitationResponse>({ isSuccess: false, message: 'Validation failed', validationIssues: issues }, { status: 400 });
    }
    const db = getDb();
    const invitationId = 8001 + db.invitations.length;
    const stored: StoredInvitation = {
      ...(body as unknown as InvitationPayload),
      invitationId,
      invitedBy: persona.identity.userAccountId,
      sentOn: new Date().toISOString(),
    };
    db.invitations.push(stored);
    saveDb();
    return HttpResponse.json<InvitationResponse>({ isSuccess: true, message: 'Invitation sent', validationIssues: [], invitationId });
  }),

  http.get(mockPath('invite', '/supplier'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const items = invitationsOf(persona.identity.userAccountId);
    return HttpResponse.json({ items, totalCount: items.length });
  }),
];
