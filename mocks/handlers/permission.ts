import { HttpResponse } from 'msw';
import type { Persona } from '@/platform/auth/personas';
import type { IdentityRule } from '@/platform/auth/identityRules';
import { caller } from './support';

export const NOT_PERMITTED_MESSAGE = "You don't have permission";

/**
 * The calling persona when the bearer identity passes the rule, as a real backend would check it;
 * otherwise the answer to send: 401 without a known token, 403 when the permissions do not allow it.
 * The rules are the app's own (platform/auth/identityRules, which its policies build on), so the
 * mock and the app never disagree.
 *
 *   const persona = permittedCaller(request, mayInvite);
 *   if (persona instanceof Response) return persona;
 */
export function permittedCaller(request: Request, rule: IdentityRule): Persona | Response {
  const persona = caller(request);
  if (persona instanceof Response) return persona;
  return rule(persona.identity) ? persona : HttpResponse.json({ isSuccess: false, message: NOT_PERMITTED_MESSAGE }, { status: 403 });
}
