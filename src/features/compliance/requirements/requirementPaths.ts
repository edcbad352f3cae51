/**
 * Addresses around a requirement page (spec 03 §2). `groupingId` or `buyerConnection` puts it
 * under /connections, otherwise under /compliance (with the level when there is one).
 */
export interface RequirementPlace {
  supplierId: number | string;
  requirementId: number | string;
  goalId?: string;
  groupingId?: string;
  buyerConnection?: boolean;
}

const areaOf = ({ goalId, groupingId, buyerConnection }: RequirementPlace) =>
  buyerConnection || groupingId ? `connections${groupingId ? `/${groupingId}` : ''}` : `compliance${goalId ? `/${goalId}` : ''}`;

/** The requirement page itself. */
export const requirementPagePath = (place: RequirementPlace) =>
  `/supplier/${place.supplierId}/${areaOf(place)}/requirement/${place.requirementId}`;

/** A historical submission of it, opened in a new tab; `backTo` is where its Back returns. */
export const historicalPath = (place: RequirementPlace, submissionId: number, backTo: string) =>
  `${requirementPagePath(place)}/historical?${new URLSearchParams({ submissionId: String(submissionId), backTo })}`;

/** Back from a requirement (spec 03 §2): to the level, to the connection, else one step back in history. */
export function backTarget({ supplierId, goalId, groupingId }: RequirementPlace): string | null {
  if (goalId) return `/supplier/${supplierId}/compliance/${goalId}`;
  if (groupingId) return `/supplier/${supplierId}/connections/${groupingId}`;
  return null;
}

/** Where a buyer without the answers permission goes (spec 03 §6), and where the error panel's button leads. */
export const complianceStatusPath = ({ supplierId, goalId, groupingId, buyerConnection }: RequirementPlace) =>
  buyerConnection || groupingId ? `/supplier/${supplierId}/connections` : `/supplier/${supplierId}/compliance${goalId ? `/${goalId}` : ''}`;
