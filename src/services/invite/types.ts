/** POST invite /supplier (spec 01 §3 "Invitation payload"). */
export interface InvitationPayload {
  contactEmail: string;
  name: string;
  companiesHouseNumber: string;
  contactFirstName: string;
  contactLastName: string;
  contactPhone: string;
  addressLine1: string;
  postcode: string;
  /** The chosen membership level's label; empty string when none. */
  requiredGoals: string;
  listGroupingId: number;
  listGroupingName: string;
  /** -1 when no custom stage was chosen (spec 01 §9). */
  customStageId: number;
  sentByFirstName: string;
  sentByLastName: string;
  sentByEmail: string;
  orgUnitId: number;
  reasonCode: { value: number; label: string };
  officeNumber: string;
  mobileNumber: string;
}

export interface InvitationValidationIssue {
  propertyName: string;
  propertyFailures: string[];
}

/**
 * Reply of POST invite /supplier. The mock answers bad input with HTTP 400 and
 * `{isSuccess:false, message, validationIssues}`; a 200 with isSuccess false is treated the same
 * by the HTTP layer, so either form reaches the screen as an ApiError with validationIssues.
 */
export interface InvitationResponse {
  isSuccess: boolean;
  message: string;
  validationIssues: InvitationValidationIssue[];
  invitationId?: number;
}
