/** Shared by the connections tests: what the mock platform holds for a supplier's connections. */
import { allMembers, allSegments, getNetwork } from '../../../../../mocks/db';
import { AWKWARD_CONNECTION_IDS, buyerConnectionsOf, connectionRows } from '../../../../../mocks/data/compliance/connections';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';

export { AWKWARD_CONNECTION_IDS };

/** The persona organisation's connections with the supplier, as the mock platform answers them. */
export const connectionsOf = (supplierId: number): BuyerConnectionDto[] =>
  buyerConnectionsOf({ network: getNetwork(), segments: allSegments(), members: allMembers() }, PERSONA_ORG_ACCOUNT_ID, supplierId);

export const policyRowsOf = (supplierId: number, compliancePolicyId: number) => connectionRows(getNetwork(), supplierId, { compliancePolicyId });

export const connection = (overrides: Partial<BuyerConnectionDto> = {}): BuyerConnectionDto => ({
  groupingId: 4001,
  groupingName: 'Approved subcontractors – North',
  groupingType: 'Segment',
  orgUnitName: 'Northbridge North',
  containerName: 'Northbridge North supply chain',
  isVerified: true,
  goalId: 101,
  compliancePolicyId: 1,
  connectionId: overrides.groupingId ?? 4001,
  connectionName: overrides.groupingName ?? 'Approved subcontractors – North',
  type: overrides.groupingType ?? 'Segment',
  organisation: 'Northbridge Construction',
  policyName: 'Bronze: approved subcontractor',
  ...overrides,
});

export const BUYER_CONNECTIONS = '*/mock-api/supplyChain/connections/buyerconnections/:supplierId';
export const DETAILS_LIST = '*/mock-api/compliance/:supplierId/connection-detailslist';
export const ENTITY_POLICY_STATUS = '*/mock-api/policy/entity-policy-status/policy/:policyId/entity/:entityId';
export const POLICY_BY_ID = '*/mock-api/policy/policy/:id';

/**
 * For each file's beforeAll: the connections chunks and the generated network (built once per
 * worker), so a test's first findBy waits for the screen, not for a cold start on a busy machine.
 */
export async function warmUpConnections(): Promise<void> {
  getNetwork();
  await Promise.all([import('../connectionsScreens'), import('../ProjectConnectionScreen'), import('../BuyerConnectionsWidget')]);
}
