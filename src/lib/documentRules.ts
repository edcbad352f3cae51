/**
 * The internal-document rules of spec 02 §5 and §9, in one place: the upload modal checks them
 * before sending and the mock platform refuses the same files and names, so the two never drift.
 * Pure functions: no React, no DOM (the mock platform runs them in a worker).
 */

/** 30 MB: a larger file is refused (spec 02 §9). */
export const MAX_DOCUMENT_BYTES = 31_457_280;
/** File names ending with these (any case) are refused as an unsupported type. */
export const BLOCKED_DOCUMENT_EXTENSIONS = ['.zip', '.exe', '.msi'] as const;
/** A new document type's name, after trimming. */
export const MAX_DOCUMENT_TAG_LENGTH = 35;
/** The filter's "All" entry. */
export const ALL_TAGS_ID = 0;
/** A reserved tag the filter never offers. */
export const HIDDEN_TAG_NAME = 'Financials';

export type DocumentFileProblem = 'fileSize' | 'fileType';
export type DocumentTagProblem = 'enterType' | 'typeTooLong' | 'duplicateTag';

export interface DocumentTagLike {
  id: number;
  name: string;
}

const normalised = (name: string) => name.trim().toLowerCase();

/** Why a file cannot be uploaded, or null when it can: type first (a 40 MB .exe is a wrong type). */
export function documentFileProblem(file: { name: string; size: number }): DocumentFileProblem | null {
  const lower = file.name.trim().toLowerCase();
  if (BLOCKED_DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'fileType';
  if (file.size > MAX_DOCUMENT_BYTES) return 'fileSize';
  return null;
}

/** Why a new type name cannot be used, or null: empty after trimming, too long, or an existing tag. */
export function documentTagProblem(name: string, existing: readonly DocumentTagLike[]): DocumentTagProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'enterType';
  if (trimmed.length > MAX_DOCUMENT_TAG_LENGTH) return 'typeTooLong';
  if (existing.some((tag) => normalised(tag.name) === normalised(trimmed))) return 'duplicateTag';
  return null;
}

/** A filter entry: tags of the same name merged; `ids` are every tag id it stands for. */
export interface MergedDocumentTag {
  id: number;
  name: string;
  ids: number[];
}

/**
 * The tags the "View by" filter offers: Financials hidden, duplicates by name (case-insensitive,
 * trimmed) merged into the first (choosing it asks for documents under any of them), sorted by
 * name. "All" is added by the caller.
 */
export function filterableTags(tags: readonly DocumentTagLike[]): MergedDocumentTag[] {
  const byName = new Map<string, MergedDocumentTag>();
  for (const tag of tags) {
    const key = normalised(tag.name);
    if (!key || key === normalised(HIDDEN_TAG_NAME) || tag.id === ALL_TAGS_ID) continue;
    const merged = byName.get(key);
    if (merged) merged.ids.push(tag.id);
    else byName.set(key, { id: tag.id, name: tag.name.trim(), ids: [tag.id] });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The filter's search: a case-insensitive substring of the name. */
export const tagMatches = (tag: DocumentTagLike, search: string) => tag.name.toLowerCase().includes(search.trim().toLowerCase());
