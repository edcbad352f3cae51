import { canSendInvitation } from '@/platform/auth/policies';
import { defineMutation } from '@/platform/resource';
import { selectPolicy } from '@/platform/session';
import { inviteSupplier } from './inviteService';
import type { InvitationPayload } from './types';

/** The invite screen is one form: its send is tracked under one scope. */
export const INVITE_SCOPE = { form: 'invite' };

/** Send an invitation (spec 01 §3); the screen shows its success page or the server's reasons. */
export const sendInvitation = defineMutation({
  name: 'invite/sendInvitation',
  run: (payload: InvitationPayload) => inviteSupplier(payload),
  scope: () => INVITE_SCOPE,
  // The route's rules (the component, then canInvite): a dispatch that gets past the screen is refused too.
  rule: selectPolicy(canSendInvitation),
});
