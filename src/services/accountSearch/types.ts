/** POST accountSearch /Organisations/units-for-logged-in-user. */
export interface UnitsForUserRequest {
  Paging: { Page: number; PageSize: number };
}

export interface UnitForUser {
  accountId: number;
  name: string;
  parentAccountId: number;
}

export interface UnitsForUserResponse {
  items: UnitForUser[];
  totalCount: number;
}
