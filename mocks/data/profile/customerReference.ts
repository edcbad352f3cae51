import { AWKWARD_COMPLIANCE_IDS } from '../compliance/awkwardCompliance';

/**
 * The supplier's customer reference number (spec 02 §3, a field of the supplier's details; the key
 * of GET /CovidQuestions/{customerReferenceNumber}, spec 03 §7). It is the supplier's, the same for
 * every buyer: not the buyer's own reference (entity references, NB-000nn for the persona
 * organisation), which the buyer adds, edits and removes. One awkward supplier has none.
 */
export function customerReferenceNumberOf(entityId: number): string | null {
  return entityId === AWKWARD_COMPLIANCE_IDS.noReference ? null : `CRN-${entityId}`;
}

/** The supplier a customer reference number belongs to, or null when it is no supplier's. */
export function entityIdOfCustomerReference(reference: string): number | null {
  const match = /^CRN-(\d{1,9})$/.exec(reference);
  if (!match) return null;
  const entityId = Number(match[1]);
  return customerReferenceNumberOf(entityId) === reference ? entityId : null;
}
