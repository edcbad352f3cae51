/** GET admin /users/organisationunits (spec 01 §3 "Organisation unit"). */
export interface CustomStage {
  id: number;
  name: string;
}

export interface OrganisationUnitSegment {
  id: number;
  name: string;
  goalName: string | null;
  customStages: CustomStage[];
}

export interface OrganisationUnitDto {
  accountId: number;
  name: string;
  segments: OrganisationUnitSegment[];
}

export interface OrganisationUnitsResponse {
  isSuccess: boolean;
  organisations: OrganisationUnitDto[];
  message: string | null;
}
