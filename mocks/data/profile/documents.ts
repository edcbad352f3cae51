/**
 * Per-supplier documents (spec 02 §2.9), generated lazily BY ID and cached: the same id on the same
 * network always gives the same supplier uploads and internal uploads. What buyers upload or remove
 * lives in mocks/db.ts and is layered over this by the documents handlers.
 */
import type { DocumentDto, DocumentTagDto } from '@/services/documents/types';
import { PERSONAS, PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { Network } from '../model';
import { FIRST_ENTITY_ID } from '../generate';
import { Rng, mix32 } from '../prng';

/** Suppliers whose documents are awkward on purpose (tests, e2e and the benchmark use these). */
export const DOCUMENT_PROFILE_IDS = {
  /** No documents of either kind: the empty states. */
  noDocuments: FIRST_ENTITY_ID + 12,
  /** 120 supplier uploads and 23 internal ones (some by the full-buyer persona, Alex Morgan): paging, sort, search. */
  manyDocuments: FIRST_ENTITY_ID + 13,
} as const;

/** Names of colleagues in the buyer's organisation; the first is the full-buyer persona. */
export const DOCUMENT_AUTHORS = ['Alex Morgan', 'Priya Shah', 'Tom Becker', 'Robin Reid', 'Niamh Byrne'] as const;

/** User accounts of the authors who are no persona (colleagues nobody signs in as), clear of every dataset user id. */
const FIRST_COLLEAGUE_ACCOUNT_ID = 5901;

/**
 * Each author's user account: a persona of the organisation with that name has its own (so the
 * full buyer may remove the documents shown as theirs), any other author a colleague's account.
 */
export const DOCUMENT_AUTHOR_ACCOUNT_IDS: Record<(typeof DOCUMENT_AUTHORS)[number], number> = Object.fromEntries(
  DOCUMENT_AUTHORS.map((name, index) => {
    const persona = Object.values(PERSONAS).find(
      ({ identity }) => identity.orgAccountId === PERSONA_ORG_ACCOUNT_ID && `${identity.firstName} ${identity.lastName}` === name,
    );
    return [name, persona?.identity.userAccountId ?? FIRST_COLLEAGUE_ACCOUNT_ID + index];
  }),
) as Record<(typeof DOCUMENT_AUTHORS)[number], number>;

/**
 * The organisation's document types. "Insurance" exists twice (a second, lower-case tag made
 * elsewhere) so the filter's merging of duplicates is exercised; "Financials" is reserved and hidden.
 */
export const GENERATED_DOCUMENT_TAGS: DocumentTagDto[] = [
  { id: 1, name: 'Insurance' },
  { id: 2, name: 'Health and Safety' },
  { id: 3, name: 'Quality' },
  { id: 4, name: 'Environmental' },
  { id: 5, name: 'Financials' },
  { id: 6, name: 'Certificates' },
  { id: 7, name: 'Method statements' },
  { id: 8, name: 'Risk assessments' },
  { id: 9, name: 'insurance' },
  { id: 10, name: 'Policies' },
];

const TITLES: Record<number, string[]> = {
  1: ['Public liability certificate', 'Employers liability schedule', 'Professional indemnity cover'],
  2: ['Health and safety policy', 'Accident book summary', 'CDM competence statement'],
  3: ['ISO 9001 certificate', 'Quality manual', 'Inspection and test plan'],
  4: ['ISO 14001 certificate', 'Waste carrier licence', 'Carbon reduction plan'],
  5: ['Audited accounts', 'Bank reference'],
  6: ['CSCS card register', 'Gas Safe registration', 'NICEIC certificate'],
  7: ['Method statement – working at height', 'Method statement – groundworks'],
  8: ['Site risk assessment', 'COSHH assessment', 'Fire risk assessment'],
  9: ['Contract works insurance'],
  10: ['Modern slavery statement', 'Equal opportunities policy', 'Anti-bribery policy'],
};

export interface GeneratedDocuments {
  supplierUploads: DocumentDto[];
  internalUploads: DocumentDto[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function makeDocument(rng: Rng, id: number, createdBy: string, createdByUserAccountId: number | null): DocumentDto {
  const tag = rng.pick(GENERATED_DOCUMENT_TAGS);
  const extra = rng.chance(0.3) ? [rng.pick(GENERATED_DOCUMENT_TAGS)].filter((t) => t.id !== tag.id) : [];
  const displayName = rng.pick(TITLES[tag.id]);
  const createdAt = `${rng.int(2019, 2026)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}T${pad(rng.int(7, 18))}:${pad(rng.int(0, 59))}:00Z`;
  const extension = rng.pick(['pdf', 'pdf', 'pdf', 'docx', 'xlsx', 'jpg']);
  return {
    id,
    displayName,
    tags: [tag, ...extra],
    createdAt,
    createdBy,
    createdByUserAccountId,
    documentVersionId: id * 10 + 1,
    fileName: `${displayName.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}.${extension}`,
  };
}

let cacheFor: Network | null = null;
const cache = new Map<number, GeneratedDocuments>();

/** The generated documents of supplier `entityId` (an existing one: the caller checks). */
export function documentsOf(network: Network, entityId: number): GeneratedDocuments {
  if (cacheFor !== network) {
    cache.clear();
    cacheFor = network;
  }
  const cached = cache.get(entityId);
  if (cached) return cached;
  // A seed of its own (not the profile's): adding documents never shifts the other generated profile data.
  const rng = new Rng(mix32(network.seed ^ 0xd0c5, entityId));
  let supplierCount = rng.chance(0.1) ? 0 : rng.int(3, 30);
  let internalCount = rng.chance(0.2) ? 0 : rng.int(1, 12);
  if (entityId === DOCUMENT_PROFILE_IDS.noDocuments) [supplierCount, internalCount] = [0, 0];
  if (entityId === DOCUMENT_PROFILE_IDS.manyDocuments) [supplierCount, internalCount] = [120, 23];
  const supplierName = network.suppliers[entityId - FIRST_ENTITY_ID]?.dto.contactName ?? 'Supplier administrator';
  // Ids stay unique across suppliers: entity id × 1000 + position.
  // The supplier's users are no buyer's accounts: nobody on the buyer side is their creator.
  const supplierUploads = Array.from({ length: supplierCount }, (_, i) => makeDocument(rng, entityId * 1000 + i, supplierName, null));
  const internalUploads = Array.from({ length: internalCount }, (_, i) => {
    // Every third internal document is the full-buyer persona's own, so Remove is offered on some rows.
    const author = i % 3 === 0 ? DOCUMENT_AUTHORS[0] : rng.pick(DOCUMENT_AUTHORS.slice(1));
    return makeDocument(rng, entityId * 1000 + 500 + i, author, DOCUMENT_AUTHOR_ACCOUNT_IDS[author]);
  });
  const generated = { supplierUploads, internalUploads };
  cache.set(entityId, generated);
  return generated;
}
