import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type {
  BuyerConnectionDto, BuyerConnectionReplyItem, BuyerConnectionsResponse, ConnectionDetailsListResponse, ConnectionRequirementRowDto,
} from './connectionTypes';

/**
 * Both of spec 03 §3's shapes of one connection: the buyer connection's fields (connectionId,
 * connectionName, type, organisation, policyName) default to the item variant's when the reply
 * leaves them out; organisation falls back to the container's name, policyName to null.
 */
export function toBuyerConnection(item: BuyerConnectionReplyItem): BuyerConnectionDto {
  return {
    ...item,
    connectionId: item.connectionId ?? item.groupingId,
    connectionName: item.connectionName ?? item.groupingName,
    type: item.type ?? item.groupingType,
    organisation: item.organisation ?? item.containerName,
    policyName: item.policyName ?? null,
  };
}

/** GET {supplyChain}/connections/buyerconnections/{supplierId}: the supplier's connections with the buyer's organisation. */
export async function getBuyerConnections(supplierId: number, signal?: AbortSignal): Promise<BuyerConnectionDto[]> {
  const { data } = await clientFor('supplyChain').get<BuyerConnectionsResponse>(apiPath`/connections/buyerconnections/${supplierId}`, { signal });
  return data.connections.map(toBuyerConnection);
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
