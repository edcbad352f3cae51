/**
 * A supplier's work categories (spec 03 §3), generated lazily BY ID and deterministically from the
 * taxonomy: names are taxonomy leaves, sections their level-1 and level-2 names. Expiry dates are
 * days from the day asked about (so "expired" and "due to expire" stay true whenever the demo runs):
 * every supplier with categories has at least one expired and one due within 30 days.
 *
 * The categories the supplier declared to the search (the network's record, `declared`) are among
 * them, so a supplier found by a work category holds it on its profile and in a comparison: the ones
 * the generated list lacks follow it, with ids after it, so the generated ones never change.
 */
import type { WorkCategoryDto, WorkCategoryRequirementDto } from '@/services/compliance/workCategoryTypes';
import { getTaxonomy } from '../taxonomy';
import { Rng, mix32 } from '../prng';
import { AWKWARD_COMPLIANCE_IDS } from './awkwardCompliance';

const SALT = 0x3c16;
const STANDARDS = ['Health and safety', 'Quality Management', 'Environmental Management', 'Insurances', 'Corporate and Professional Standing'];
const REQUIREMENT_NAMES = ['Method statement', 'Risk assessment', 'Trade accreditation', 'Product liability insurance', 'Competence records', 'Site references'];
const SUBCONTRACT = ['Labour only', 'Supply and fit', 'Design and build', null];

const dayOf = (today: Date, days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * 86_400_000).toISOString().slice(0, 10);

function countOf(entityId: number, rng: Rng): number {
  if (entityId === AWKWARD_COMPLIANCE_IDS.manyWorkCategories) return 500;
  if (entityId === AWKWARD_COMPLIANCE_IDS.noWorkCategories) return 0;
  return rng.int(3, 14);
}

/** Days left of the i-th category: the first two are expired and due within 30 days, the rest spread. */
function expiryOffset(i: number, rng: Rng): number | null {
  if (i === 0) return -rng.int(1, 90);
  if (i === 1) return rng.int(1, 30);
  if (rng.chance(0.12)) return null;
  return rng.weighted([[-rng.int(1, 400), 1], [rng.int(1, 90), 2], [rng.int(91, 720), 3], [rng.int(721, 1400), 3]] as const);
}

function requirementsOf(rng: Rng, categoryId: number): WorkCategoryRequirementDto[] {
  return rng.sample(REQUIREMENT_NAMES, rng.int(1, 4)).map((name, k) => {
    const applicable = rng.chance(0.9);
    return {
      id: categoryId * 10 + k,
      name,
      standardName: rng.pick(STANDARDS),
      isComplianceApplicable: applicable,
      complianceStatus: applicable ? { id: rng.chance(0.7) ? 1 : 2 } : null,
    };
  });
}

/** The supplier's work categories on `today`; `declared`: the taxonomy leaf ids it declared to the search. */
export function workCategoriesOf(entityId: number, today: Date = new Date(), declared: readonly number[] = []): WorkCategoryDto[] {
  const rng = new Rng(mix32(SALT, entityId));
  const taxonomy = getTaxonomy();
  const leaves = taxonomy.canonicalLeaves;
  const count = countOf(entityId, rng);
  const start = rng.int(0, leaves.length - 1);
  const generated = Array.from({ length: count }, (_, i) => leaves[(start + i * 7) % leaves.length]);
  // The awkward supplier with none keeps none: it stands for a supplier whose records are missing.
  const listed = new Set(generated.map((leaf) => leaf.id));
  const missing = count === 0 ? [] : declared.flatMap((id) => {
    const leaf = taxonomy.leafById.get(id);
    if (!leaf || listed.has(leaf.id)) return [];
    listed.add(leaf.id);
    return [leaf];
  });
  return [...generated, ...missing].map((leaf, i) => {
    // Beyond the taxonomy's size (500 categories), the same leaf comes back under another contract scope.
    const round = i < count ? Math.floor((i * 7) / leaves.length) : 0;
    const id = entityId * 1000 + i + 1;
    const offset = expiryOffset(i, rng);
    const requirements = requirementsOf(rng, id);
    const expired = offset !== null && offset < 1;
    const isCompliant = !expired && requirements.every((r) => !r.isComplianceApplicable || r.complianceStatus?.id === 1);
    return {
      id,
      name: round ? `${leaf.name} (${round + 1})` : leaf.name,
      sectionName: leaf.level1Name,
      subSectionName: leaf.level2Name,
      notationalValue: rng.chance(0.7) ? `£${rng.int(1, 50) * 50}k` : null,
      statusName: isCompliant ? 'Verified' : 'Not Verified',
      verificationStatusDetailed: isCompliant ? 'Verified by assessor' : 'Awaiting evidence',
      isCompliant,
      verifiedOnDate: isCompliant ? dayOf(today, -rng.int(10, 600)) : null,
      verificationMode: rng.pick([0, 1, 2] as const),
      numberOfCategories: rng.int(1, 6),
      expiryDate: offset === null ? null : dayOf(today, offset),
      subContractCategory: rng.pick(SUBCONTRACT),
      maxContractValue: rng.chance(0.8) ? rng.int(1, 400) * 5000 : null,
      requirements,
    };
  });
}
