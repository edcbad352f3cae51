/** A buyer's note on a supplier (spec 02 §3 "Note"). */
export interface NoteDto {
  id: number;
  entityId: number;
  title: string | null;
  description: string;
  /** The author: who last changed it. */
  lastUpdatedBy: string;
  /** ISO date-time of the last change. */
  lastUpdatedOn: string;
}

/** GET /entitynotes/{entityId}?page&itemsPerPage. */
export interface NotesPageResponse {
  data: { items: NoteDto[]; totalCount: number };
}

export interface CreateNoteBody {
  entityId: number;
  title: string;
  description: string;
}

export interface UpdateNoteBody {
  id: number;
  title: string;
  description: string;
}

/** Spec 02 §5 and §9. */
export const NOTE_TITLE_MAX_LENGTH = 80;
export const NOTE_DESCRIPTION_MAX_LENGTH = 8000;
