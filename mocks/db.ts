import type { Language } from '@/platform/config/types';
import type { SessionDto } from '@/services/search/types';
import type { UdfSavedValue } from '@/services/udf/types';
import type { NoteDto } from '@/services/entityNotes/types';
import type { SavedSearchRecord } from './data/savedSearches';
import { clearFaults } from './faults';
import { DEFAULT_SEED, DEFAULT_SIZE, networkSteps, type GenerateOptions } from './data/generate';
import { buyerFrame, type BuyerFrame } from './data/buyers';
import { finishSteps } from './data/steps';
import type { Network, Segment, SegmentMember } from './data/model';
import type { BuyerView } from './search/engine';
import { indexSteps, type SearchIndex } from './search/searchIndex';
import { STORAGE_KEY } from './storageKeys';

/**
 * The mock platform's in-memory database: handlers read and write it.
 *
 * The generated network (suppliers, buyers, supply chains…) is built lazily once and never
 * changes; what buyers do is kept in the small mutable tables below, layered over it. Those
 * tables are all that is reset between tests and all that is persisted in the browser.
 */
export interface MockDb {
  /** Language chosen by each user (PUT /users/language), keyed by userAccountId. */
  userLanguages: Record<number, Language>;
  /** Search sessions by sessionId. */
  sessions: Record<string, SessionDto>;
  /** The buyer organisation that made each search session (sessionId → orgAccountId): only it reads or changes it. */
  sessionOwners: Record<string, number>;
  /** Segments created by buyers (on top of the generated ones). */
  createdSegments: Segment[];
  /** Suppliers added to segments; a later entry for the same segment and supplier wins. */
  addedMembers: SegmentMember[];
  /** Supplier references set (string) or removed (null): organisation account id → entity id → reference. */
  references: Record<number, Record<number, string | null>>;
  /** Custom-field values saved by buyers: organisation account id → entity id → values. */
  udfValues: Record<number, Record<number, UdfSavedValue[]>>;
  /** Invitations sent (shape owned by the invite handlers). */
  invitations: unknown[];
  /** Favourite toggles (supplier profile): user account id → entity id → isFavourite; absent = generated. */
  favourites: Record<number, Record<number, boolean>>;
  /** Suspended organisation units once a buyer changed them: entity id → unit ids; absent = generated. */
  suspensions: Record<number, number[]>;
  /** A supplier's notes once a buyer changed them: organisation account id → entity id → notes, newest first; absent = generated. */
  notes: Record<number, Record<number, NoteDto[]>>;
  /** Next id of a note a buyer writes. */
  nextNoteId: number;
  /** Internal documents buyers uploaded (shape owned by mocks/handlers/documents.ts). */
  uploadedDocuments: unknown[];
  /** documentVersionIds of documents buyers removed (generated or uploaded). */
  removedDocumentVersions: number[];
  /** Document types buyers created with an upload: organisation account id → tags. */
  createdDocumentTags: Record<number, { id: number; name: string }[]>;
  /** Zip requests (POST packaging-jobs/supplier-profile). */
  packagingJobs: unknown[];
  /** Next ids for documents, document types and zip jobs. */
  documentIds: { document: number; tag: number; job: number };
  /** Next ids for things buyers create. */
  nextIds: { segment: number; stage: number; session: number };
  /** Saved searches (issue 40): user account id → the user's own; absent = seeded (data/savedSearches.ts). */
  savedSearches: Record<number, SavedSearchRecord[]>;
  /** Next id of a saved search. */
  nextSavedSearchId: number;
  /** Sessions opened with "only the new ones": sessionId → the saved search's baseline before that run. */
  sessionNewSince: Record<string, string>;
}

const createDb = (): MockDb => ({
  userLanguages: {},
  sessions: {},
  sessionOwners: {},
  createdSegments: [],
  addedMembers: [],
  references: {},
  udfValues: {},
  invitations: [],
  favourites: {},
  suspensions: {},
  notes: {},
  nextNoteId: 900000001,
  uploadedDocuments: [],
  removedDocumentVersions: [],
  createdDocumentTags: {},
  packagingJobs: [],
  documentIds: { document: 900_000_001, tag: 501, job: 1 },
  nextIds: { segment: 4901, stage: 7901, session: 1 },
  savedSearches: {},
  nextSavedSearchId: 301,
  sessionNewSince: {},
});

let current: MockDb = createDb();

export const getDb = (): MockDb => current;

// ---- the generated network ---------------------------------------------------------------------

let networkOptions: Required<GenerateOptions> = { seed: DEFAULT_SEED, size: DEFAULT_SIZE };
let network: Network | null = null;
let index: SearchIndex | null = null;
/** Builds started by `warmUpStep` and not finished yet. */
let networkInProgress: Generator<void, Network, void> | null = null;
let indexInProgress: Generator<void, SearchIndex, void> | null = null;

/** Changes the seed or size of the generated network (benchmarks, tests); rebuilt lazily. */
export function configureNetwork(options: GenerateOptions): void {
  networkOptions = { seed: options.seed ?? DEFAULT_SEED, size: options.size ?? DEFAULT_SIZE };
  network = null;
  index = null;
  networkInProgress = null;
  indexInProgress = null;
}

/** The generated network; a generation the warm-up started is finished now, not begun again. */
export function getNetwork(): Network {
  if (!network) {
    network = finishSteps(networkInProgress ?? networkSteps(networkOptions));
    networkInProgress = null;
  }
  return network;
}

export function getSearchIndex(): SearchIndex {
  if (!index) {
    index = finishSteps(indexInProgress ?? indexSteps(getNetwork().suppliers));
    indexInProgress = null;
  }
  return index;
}

/**
 * One step of building the network, then its search index, ahead of the first call that needs them
 * (mocks/platform/warmUp.ts runs these between calls). False once both are built.
 */
export function warmUpStep(): boolean {
  if (!network) {
    networkInProgress ??= networkSteps(networkOptions);
    const step = networkInProgress.next();
    if (step.done) {
      network = step.value;
      networkInProgress = null;
    }
    return true;
  }
  if (!index) {
    indexInProgress ??= indexSteps(network.suppliers);
    const step = indexInProgress.next();
    if (step.done) {
      index = step.value;
      indexInProgress = null;
    }
    return true;
  }
  return false;
}

// ---- views that merge the network with what buyers did -----------------------------------------

/** The buyers' organisations, units, users and generated segments, without generating the suppliers. */
export const getBuyerFrame = (): BuyerFrame => buyerFrame();

export function allSegments(): Segment[] {
  return [...buyerFrame().segments, ...current.createdSegments];
}

export function allMembers(): SegmentMember[] {
  const added = current.addedMembers;
  if (!added.length) return getNetwork().members;
  const key = (m: SegmentMember) => `${m.segmentId}|${m.entityId}`;
  const latest = new Map(added.map((m) => [key(m), m]));
  return [...getNetwork().members.filter((m) => !latest.has(key(m))), ...latest.values()];
}

export function unitIdsOfUser(userAccountId: number): number[] {
  return buyerFrame().users.find((u) => u.userAccountId === userAccountId)?.unitIds ?? [];
}

export function referencesOf(orgAccountId: number): Record<number, string> {
  const base = getNetwork().references[orgAccountId] ?? {};
  const changes = current.references[orgAccountId];
  if (!changes) return base;
  const merged: Record<number, string> = { ...base };
  for (const [id, ref] of Object.entries(changes)) {
    if (ref === null) delete merged[Number(id)];
    else merged[Number(id)] = ref;
  }
  return merged;
}

export function udfValuesOf(orgAccountId: number): Record<number, UdfSavedValue[]> {
  const base = getNetwork().udfValues[orgAccountId] ?? {};
  const changes = current.udfValues[orgAccountId];
  return changes ? { ...base, ...changes } : base;
}

/** What the search engine needs to know about the calling user's buyer organisation. */
export function buyerView(userAccountId: number, orgAccountId: number): BuyerView {
  return {
    orgAccountId,
    unitIds: new Set(unitIdsOfUser(userAccountId)),
    segments: allSegments(),
    members: allMembers(),
    udfValues: udfValuesOf(orgAccountId),
  };
}

// ---- persistence -------------------------------------------------------------------------------

export { STORAGE_KEY };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
let storage: StorageLike | null = null;

interface Stored {
  version: 1;
  seed: number;
  size: number;
  db: MockDb;
}

const underVitest = () =>
  (typeof process !== 'undefined' && !!process.env?.VITEST) || import.meta.env?.MODE === 'test';

/**
 * Keeps the mutable tables in browser storage so a reload keeps what the buyer did (sessions,
 * segments, members, references, language…). mocks/browser.ts calls it; tests pass a fake Storage.
 * Without an explicit storage it does nothing outside a browser or under vitest.
 */
export function enablePersistence(target?: StorageLike): void {
  if (target) storage = target;
  else if (typeof window !== 'undefined' && !underVitest()) storage = window.localStorage;
  else return;
  loadStored(storage);
  if (!target && typeof window !== 'undefined') {
    // Handlers save after each write; this also catches tables written by others (e.g. language).
    window.addEventListener('pagehide', saveDb);
  }
}

function loadStored(from: StorageLike): void {
  const raw = from.getItem(STORAGE_KEY);
  if (!raw) return;
  const stored = readStored(raw);
  if (stored === 'invalid') {
    console.warn(`Mock platform: discarded the stored mock data (${STORAGE_KEY}), which is not in the expected shape.`);
    from.removeItem(STORAGE_KEY);
  } else if (stored.seed === networkOptions.seed && stored.size === networkOptions.size) {
    // Data made against another network would point at suppliers that do not exist.
    current = stored.db;
  }
}

/**
 * Another tab of the browser changed the stored copy (a write, or Reset mock data): this tab's
 * tables become that copy, so its next save carries the other tab's changes instead of undoing them.
 */
export function reloadStored(): void {
  if (!storage) return;
  current = createDb();
  loadStored(storage);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameKind = (value: unknown, like: unknown) =>
  Array.isArray(like) ? Array.isArray(value) : isRecord(like) ? isRecord(value) : typeof value === typeof like;

type Check = (value: unknown) => boolean;
const isInteger: Check = (value) => Number.isSafeInteger(value);
const isText: Check = (value) => typeof value === 'string';
const recordOf = (row: Check): Check => (value) => isRecord(value) && Object.values(value).every(row);
const listOf = (row: Check): Check => (value) => Array.isArray(value) && value.every(row);
const fields = (shape: Record<string, Check>): Check => (value) =>
  isRecord(value) && Object.entries(shape).every(([name, check]) => check(value[name]));

/**
 * Deeper checks of the tables handlers walk into, down to the fields they read from each row (a
 * `null` table failed every search until Reset; a session without its paging failed the results).
 * Every table, these and any added later, must at least be of its empty table's kind (list or record).
 * Tables whose rows the handlers own (invitations, uploads, zip jobs) are checked for their kind only.
 */
const TABLE_CHECKS: Partial<Record<keyof MockDb, Check>> = {
  userLanguages: recordOf(isText),
  sessions: recordOf(fields({
    sessionId: isText, orderedFilters: Array.isArray, sorting: fields({ name: isText, order: isText }),
    paging: fields({ page: isInteger, pageSize: isInteger }),
  })),
  sessionOwners: recordOf(isInteger),
  createdSegments: listOf(fields({ id: isInteger, name: isText, stages: listOf(isRecord) })),
  addedMembers: listOf(fields({ segmentId: isInteger, entityId: isInteger, stageId: isInteger })),
  references: recordOf(recordOf((value) => value === null || isText(value))),
  udfValues: recordOf(recordOf(listOf(isRecord))),
  favourites: recordOf(recordOf((value) => typeof value === 'boolean')),
  suspensions: recordOf(listOf(isInteger)),
  notes: recordOf(recordOf(listOf(isRecord))),
  nextNoteId: isInteger,
  removedDocumentVersions: listOf(isInteger),
  createdDocumentTags: recordOf(listOf(fields({ id: isInteger, name: isText }))),
  documentIds: fields({ document: isInteger, tag: isInteger, job: isInteger }),
  nextIds: fields({ segment: isInteger, stage: isInteger, session: isInteger }),
  savedSearches: recordOf(listOf(fields({
    id: isInteger, name: isText, orderedFilters: Array.isArray, sorting: fields({ name: isText, order: isText }),
    pageSize: isInteger, lastRunOn: isText, baseline: isText,
  }))),
  nextSavedSearchId: isInteger,
  sessionNewSince: recordOf(isText),
};

/**
 * The stored copy read back, checked table by table (tables missing from an older copy start
 * empty). Anything else is 'invalid': hand edits, another app's data, a half-written value.
 */
export function readStored(raw: string): Stored | 'invalid' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'invalid';
  }
  if (!isRecord(parsed) || parsed.version !== 1 || !isRecord(parsed.db)) return 'invalid';
  if (typeof parsed.seed !== 'number' || typeof parsed.size !== 'number') return 'invalid';
  const empty = createDb();
  const db: Record<string, unknown> = { ...empty, ...parsed.db };
  const valid = (Object.keys(empty) as (keyof MockDb)[]).every(
    (table) => sameKind(db[table], empty[table]) && (TABLE_CHECKS[table]?.(db[table]) ?? true),
  );
  return valid ? { version: 1, seed: parsed.seed, size: parsed.size, db: db as unknown as MockDb } : 'invalid';
}

export function disablePersistence(): void {
  storage = null;
}

/** Called by handlers after they write. */
export function saveDb(): void {
  if (!storage) return;
  const stored: Stored = { version: 1, seed: networkOptions.seed, size: networkOptions.size, db: current };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or denied: the mock keeps working in memory.
  }
}

/**
 * Back to the generated network with nothing done: clears the mutable tables, the stored copy and
 * any registered faults. Cheap (the generated network is kept), so tests call it before each test.
 */
export function resetDb(): void {
  current = createDb();
  storage?.removeItem(STORAGE_KEY);
  clearFaults();
}
