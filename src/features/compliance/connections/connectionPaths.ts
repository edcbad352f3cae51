import { paths } from '@/platform/router';
import { groupingTypeKey } from './groupingType';

const connectionsOf = (supplierId: number) => `${paths.supplier(supplierId)}/connections`;

/** Addresses of the connections area (spec 03 §2), all under /supplier/{supplierId}. */
export const connectionPaths = {
  list: connectionsOf,
  connection: (supplierId: number, groupingId: number | string) => `${connectionsOf(supplierId)}/${encodeURIComponent(String(groupingId))}`,
  /** A requirement opened from a buyer connection carries buyerConnection=true (spec 03 §2). */
  requirement: (supplierId: number, groupingId: number | string | null, requirementId: number) =>
    `${groupingId === null ? connectionsOf(supplierId) : connectionPaths.connection(supplierId, groupingId)}/requirement/${requirementId}?buyerConnection=true`,
  projectConnection: (supplierId: number, projectId: number) => `${paths.supplier(supplierId)}/project-connection/${projectId}`,
  /** Where a connection row's View goes: a project's own compliance view (spec 03 §2, §4), any other grouping's focused view. */
  view: (supplierId: number, connection: { groupingId: number; groupingType: string }) =>
    groupingTypeKey(connection.groupingType) === 'project'
      ? connectionPaths.projectConnection(supplierId, connection.groupingId)
      : connectionPaths.connection(supplierId, connection.groupingId),
};
