import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type {
  BuyerConnectionDto, BuyerConnectionsResponse, ConnectionDetailsListResponse, ConnectionRequirementRowDto,
} from './connectionTypes';

/** GET {supplyChain}/connections/buyerconnections/{supplierId}: the supplier's connections with the buyer's organisation. */
export async function getBuyerConnections(supplierId: number, signal?: AbortSignal): Promise<BuyerConnectionDto[]> {
  const { data } = await clientFor('supplyChain').get<BuyerConnectionsResponse>(apiPath`/connections/buyerconnections/${supplierId}`, { signal });
  return data.connections;
}

export interface ConnectionDetailsQuery {
  goalId?: number | null;
  compliancePolicyId?: number | null;
}

/**
 * GET {compliance}/{supplierId}/connection-detailslist?goalId&compliancePolicyId: the supplier's
 * requirement rows for a goal, a policy, or both (only the ids given are sent).
 */
export async function getConnectionDetailsList(
  supplierId: number,
  { goalId, compliancePolicyId }: ConnectionDetailsQuery,
  signal?: AbortSignal,
): Promise<ConnectionRequirementRowDto[]> {
  const params: Record<string, number> = {};
  if (goalId != null) params.goalId = goalId;
  if (compliancePolicyId != null) params.compliancePolicyId = compliancePolicyId;
  const { data } = await clientFor('compliance').get<ConnectionDetailsListResponse>(apiPath`/${supplierId}/connection-detailslist`, { params, signal });
  return data.items;
}
