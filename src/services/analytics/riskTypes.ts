/** A company director (spec 02 §3 "Director: name, totalCompanies, number"). */
export interface DirectorDto {
  name: string;
  /** Companies the director is related to. */
  totalCompanies: number;
  /** The director's own registration number. */
  number: string;
}

/** GET {analytics}/directors/{id}/count; `count` is null when the registry does not know it. */
export interface DirectorsCountDto {
  count: number | null;
}

/** GET {analytics}/hscore/{id}/summary (spec 02 §3 "H score: hScore with isSuccess and message"). */
export interface HScoreSummaryDto {
  hScore: number | null;
  isSuccess: boolean;
  message: string | null;
}
