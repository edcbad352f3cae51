import { href } from '@/platform/router';

/**
 * Where a requirement page sits (spec 03 §2): `groupingId` or `buyerConnection` puts it under
 * /connections, otherwise under /compliance (with the level when there is one). Each address is
 * made by the one href builder (platform/router); these only pick which of its routes a place is.
 */
export interface RequirementPlace {
  supplierId: number | string;
  requirementId: number | string;
  goalId?: string;
  groupingId?: string;
  buyerConnection?: boolean;
}

const underConnections = ({ groupingId, buyerConnection }: RequirementPlace) => Boolean(buyerConnection || groupingId);

/** The requirement page itself (no query). */
export const requirementPagePath = (place: RequirementPlace): string => {
  const { supplierId, requirementId, goalId, groupingId } = place;
  return underConnections(place)
    ? href.supplier.connections.requirementPath({ supplierId, requirementId, groupingId })
    : href.supplier.compliance.requirement({ supplierId, requirementId, goalId });
};

/** A historical submission of it, opened in a new tab; `backTo` is where its Back returns. */
export const historicalPath = (place: RequirementPlace, submissionId: number, backTo: string): string =>
  href.historicalOf(requirementPagePath(place), { submissionId, backTo });

/** Back from a requirement (spec 03 §2): to the level, to the connection, else one step back in history. */
export function backTarget({ supplierId, goalId, groupingId }: RequirementPlace): string | null {
  if (goalId) return href.supplier.compliance.level({ supplierId, goalId });
  if (groupingId) return href.supplier.connections.connection({ supplierId, groupingId });
  return null;
}

/** Where a buyer without the answers permission goes (spec 03 §6), and where the error panel's button leads. */
export const complianceStatusPath = (place: RequirementPlace): string =>
  underConnections(place)
    ? href.supplier.connections({ supplierId: place.supplierId })
    : place.goalId
      ? href.supplier.compliance.level({ supplierId: place.supplierId, goalId: place.goalId })
      : href.supplier.compliance({ supplierId: place.supplierId });
