/**
 * The persona organisation's notes on a supplier, generated lazily by id (deterministic per network
 * seed and supplier), before any buyer changes them. Plain data: no DOM, usable in any worker.
 */
import type { NoteDto } from '@/services/entityNotes/types';
import { FIRST_ENTITY_ID } from '../generate';
import { Rng, mix32 } from '../prng';

/** Suppliers whose notes are awkward on purpose. */
export const NOTES_PROFILE_IDS = {
  /** No notes at all: the empty state. */
  none: FIRST_ENTITY_ID + 7,
  /** 45 notes: more than a page of 30 (paging, the benchmark), one written in markup, emoji and Arabic. */
  many: FIRST_ENTITY_ID + 9,
} as const;

const AUTHORS = ['Alex Morgan', 'Robin Reid', 'Sam Patel', 'Jordan Lee', 'Casey Byrne'];
const TITLES = ['Site visit', 'Tender follow-up', 'Insurance renewal', 'Price review', '', 'Safety observation', 'Call with director'];
const BODIES = [
  'Met the contracts manager on site; housekeeping good, PPE worn throughout.',
  'Asked for updated public liability certificate before the next package is let.',
  'Quoted 4% above the framework rate; agreed to hold prices until March.',
  'Late on two valuations last quarter; raise at the next review meeting.',
  'Recommended by the Leeds team for small works under £50k.',
];
/** What a buyer might really type: markup (shown as text), emoji, right-to-left script. */
export const AWKWARD_NOTE_TEXT = '<b>Not bold</b> <script>window.__noteScriptRan = true</script> 👷‍♀️🏗️ مرحبا بالعالم & "quotes"';

const cache = new Map<string, NoteDto[]>();

export function generatedNotesOf(seed: number, entityId: number): NoteDto[] {
  const key = `${seed}:${entityId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rng = new Rng(mix32(seed ^ 0x6e6f7465, entityId));
  const count = entityId === NOTES_PROFILE_IDS.none ? 0 : entityId === NOTES_PROFILE_IDS.many ? 45 : rng.int(0, 8);
  // Newest first, each a few hours to days before the one above it.
  let updatedOn = Date.UTC(2026, 9, 30, 16, 45);
  const notes: NoteDto[] = Array.from({ length: count }, (_, i) => {
    const title = rng.pick(TITLES) || null;
    const description = i === 1 && entityId === NOTES_PROFILE_IDS.many ? AWKWARD_NOTE_TEXT : rng.pick(BODIES);
    const lastUpdatedBy = rng.pick(AUTHORS);
    const hoursBefore = rng.int(3, 60);
    if (i > 0) updatedOn -= hoursBefore * 3_600_000;
    return { id: entityId * 1000 + i + 1, entityId, title, description, lastUpdatedBy, lastUpdatedOn: new Date(updatedOn).toISOString() };
  });
  cache.set(key, notes);
  return notes;
}
