/**
 * The internal-document rules of spec 02 §5 and §9, in one place: the upload modal checks them
 * before sending and the mock platform refuses the same files and names, so the two never drift.
 * Pure functions: no React, no DOM (the mock platform runs them in a worker).
 */

/** 30 MB: a larger file is refused (spec 02 §9). */
export const MAX_DOCUMENT_BYTES = 31_457_280;
/** File names ending with these (any case) are refused as an unsupported type. */
export const BLOCKED_DOCUMENT_EXTENSIONS = ['.zip', '.exe', '.msi'] as const;
/** The longest file name kept, in characters (code points) after normalising: a longer one is shortened. */
export const MAX_DOCUMENT_NAME_LENGTH = 255;
/** An extension longer than this is not kept whole when a long name is shortened. */
const MAX_KEPT_EXTENSION_LENGTH = 16;
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

/**
 * Control characters (C0, DEL, C1), zero-width spaces and the direction marks and overrides that can
 * make "invoice\u202Efdp.exe" read as "invoiceexe.pdf". (Zero-width joiners stay: scripts and emoji need them.)
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

const STREAM_SUFFIX = '::$data';

/** Without the trailing dots, spaces and stream suffixes Windows ignores; a loop, not a regex, so a long name costs linear time. */
function withoutIgnoredEnd(name: string): string {
  let end = name.length;
  while (end > 0) {
    if (name[end - 1] === '.' || /\s/.test(name[end - 1])) end -= 1;
    else if (name.slice(Math.max(0, end - STREAM_SUFFIX.length), end).toLowerCase() === STREAM_SUFFIX) end -= STREAM_SUFFIX.length;
    else break;
  }
  return name.slice(0, end);
}

/**
 * A file name as it is stored and checked: the last part of a path (a browser may send "C:\fakepath\a.pdf",
 * a crafted request "../../a.pdf"), without control or direction characters, trimmed, without the
 * trailing dots and spaces Windows drops (so "virus.exe." is "virus.exe") and without the stream
 * suffix it ignores ("virus.exe::$DATA"), and at most
 * MAX_DOCUMENT_NAME_LENGTH characters (a longer name loses the end of its stem, keeping the extension).
 * Empty when nothing of the name is left.
 */
export function normaliseDocumentFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = withoutIgnoredEnd(base.normalize('NFC').replace(INVISIBLE, '')).trim();
  const chars = Array.from(clean);
  if (chars.length <= MAX_DOCUMENT_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && Array.from(clean.slice(dot)).length <= MAX_KEPT_EXTENSION_LENGTH ? clean.slice(dot) : '';
  const stem = Array.from(clean.slice(0, clean.length - extension.length));
  return withoutIgnoredEnd(stem.slice(0, MAX_DOCUMENT_NAME_LENGTH - Array.from(extension).length).join('') + extension).trim();
}

/**
 * Why a file cannot be uploaded, or null when it can: type first (a 40 MB .exe is a wrong type).
 * The type is read from the normalised name, so a trailing dot or space, a path or an invisible
 * character cannot hide .zip/.exe/.msi; a name with nothing left is not a supported type either.
 */
export function documentFileProblem(file: { name: string; size: number }): DocumentFileProblem | null {
  const lower = normaliseDocumentFileName(file.name).toLowerCase();
  if (!lower || BLOCKED_DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'fileType';
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
