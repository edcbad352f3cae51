/** Account records host shapes (spec 02 §3 "Suspension", §7). */

/** An organisation unit a supplier is suspended in (GET suppliers/{id}/suspended-org-units). */
export interface SuspendedOrgUnitDto {
  accountId: number;
  name: string;
}

/** POST suppliers/{id}/suspensions body. */
export interface SuspendRequest {
  entityId: number;
  orgUnitIds: number[];
}
