import { clientFor } from '@/platform/http';
import type { InvitationPayload, InvitationResponse } from './types';

export async function inviteSupplier(payload: InvitationPayload): Promise<InvitationResponse> {
  const { data } = await clientFor('invite').post<InvitationResponse>('/supplier', payload);
  return data;
}
