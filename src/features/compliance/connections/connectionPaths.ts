import { paths } from '@/platform/router';

const connectionsOf = (supplierId: number) => `${paths.supplier(supplierId)}/connections`;

/** Addresses of the connections area (spec 03 §2), all under /supplier/{supplierId}. */
export const connectionPaths = {
  list: connectionsOf,
  connection: (supplierId: number, groupingId: number | string) => `${connectionsOf(supplierId)}/${encodeURIComponent(String(groupingId))}`,
  /** A requirement opened from a buyer connection carries buyerConnection=true (spec 03 §2). */
  requirement: (supplierId: number, groupingId: number | string | null, requirementId: number) =>
    `${groupingId === null ? connectionsOf(supplierId) : connectionPaths.connection(supplierId, groupingId)}/requirement/${requirementId}?buyerConnection=true`,
  projectConnection: (supplierId: number, projectId: number) => `${paths.supplier(supplierId)}/project-connection/${projectId}`,
};
