import { HttpResponse } from 'msw';
import { anyBuyer, mayEditNotes, mayRemoveNotes } from '@/platform/auth/identityRules';
import type { NoteDto, NotesPageResponse } from '@/services/entityNotes/types';
import { NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '@/services/entityNotes/types';
import { PERSONA_ORG_ACCOUNT_ID, type Persona } from '@/platform/auth/personas';
import { generatedNotesOf } from '../data/profile/notes';
import { getDb, getNetwork, saveDb } from '../db';
import { supplierProfile } from './profileState';
import { endpoint } from './endpoint';
import { badRequest, isObject, notFound, pagingQuery } from './support';

/** The organisation's notes on a supplier: what buyers changed, else the generated ones (persona organisation only). */
function notesOf(orgAccountId: number, entityId: number): NoteDto[] {
  return getDb().notes[orgAccountId]?.[entityId]
    ?? (orgAccountId === PERSONA_ORG_ACCOUNT_ID ? generatedNotesOf(getNetwork().seed, entityId) : []);
}

function writeNotes(orgAccountId: number, entityId: number, notes: NoteDto[]): void {
  const db = getDb();
  db.notes[orgAccountId] = { ...db.notes[orgAccountId], [entityId]: notes };
  saveDb();
}

/** The note with this id among the organisation's notes (stored or generated: a generated id is entityId * 1000 + n). */
function findNote(orgAccountId: number, id: number): NoteDto | undefined {
  for (const notes of Object.values(getDb().notes[orgAccountId] ?? {})) {
    const found = notes.find((n) => n.id === id);
    if (found) return found;
  }
  const entityId = Math.floor(id / 1000);
  return supplierProfile(entityId) ? notesOf(orgAccountId, entityId).find((n) => n.id === id) : undefined;
}

/** Spec 02 §5, enforced here too: a client that skips its checks is refused. Text is stored exactly as sent. */
function readNote(body: unknown): { title: string; description: string } | Response {
  if (!isObject(body)) return badRequest('Body must be a JSON object', 'body');
  const title = body.title ?? '';
  const description = body.description;
  if (typeof title !== 'string' || title.length > NOTE_TITLE_MAX_LENGTH) return badRequest(`title must be text of at most ${NOTE_TITLE_MAX_LENGTH} characters`, 'title');
  if (typeof description !== 'string' || !description.trim()) return badRequest('description is required', 'description');
  if (description.length > NOTE_DESCRIPTION_MAX_LENGTH) return badRequest(`description must be at most ${NOTE_DESCRIPTION_MAX_LENGTH} characters`, 'description');
  return { title, description };
}

const authorOf = (persona: Persona) => `${persona.identity.firstName} ${persona.identity.lastName}`;

/** The notes list's largest page size (spec 02 §2.12 offers 10, 20 and 50 rows). */
const MAX_NOTES_PAGE_SIZE = 50;

/** entitynotes CRUD (spec 02 §7): notes are the buyer organisation's own record of a supplier, newest first. */
export const entityNotesHandlers = [
  endpoint({ method: 'get', kind: 'entityNotes', path: '/entitynotes/:entityId', rule: anyBuyer }, ({ params, url, persona }) => {
    const entityId = Number(params.entityId);
    if (!supplierProfile(entityId)) return notFound(`Supplier ${params.entityId} was not found`);
    const { page, pageSize } = pagingQuery(url, { size: 'itemsPerPage', max: MAX_NOTES_PAGE_SIZE, fallback: 10 });
    const notes = notesOf(persona.identity.orgAccountId, entityId);
    return HttpResponse.json<NotesPageResponse>({
      data: { items: notes.slice((page - 1) * pageSize, page * pageSize), totalCount: notes.length },
    });
  }),

  endpoint({ method: 'post', kind: 'entityNotes', path: '/entitynotes', rule: mayEditNotes }, async ({ request, persona }) => {
    const body: unknown = await request.json().catch(() => null);
    const entityId = isObject(body) ? Number(body.entityId) : NaN;
    if (!supplierProfile(entityId)) return badRequest('entityId is not a supplier', 'entityId');
    const fields = readNote(body);
    if (fields instanceof Response) return fields;
    const org = persona.identity.orgAccountId;
    const db = getDb();
    const note: NoteDto = {
      id: db.nextNoteId++,
      entityId,
      title: fields.title || null,
      description: fields.description,
      lastUpdatedBy: authorOf(persona),
      lastUpdatedOn: new Date().toISOString(),
    };
    writeNotes(org, entityId, [note, ...notesOf(org, entityId)]);
    return HttpResponse.json(note, { status: 201 });
  }),

  endpoint({ method: 'put', kind: 'entityNotes', path: '/entitynotes/:id', rule: mayEditNotes }, async ({ request, params, persona }) => {
    const org = persona.identity.orgAccountId;
    const existing = findNote(org, Number(params.id));
    if (!existing) return notFound(`Note ${params.id} was not found`);
    const fields = readNote(await request.json().catch(() => null));
    if (fields instanceof Response) return fields;
    const note: NoteDto = { ...existing, title: fields.title || null, description: fields.description, lastUpdatedBy: authorOf(persona), lastUpdatedOn: new Date().toISOString() };
    // The changed note moves to the top: the list is newest first.
    writeNotes(org, existing.entityId, [note, ...notesOf(org, existing.entityId).filter((n) => n.id !== note.id)]);
    return HttpResponse.json(note);
  }),

  endpoint({ method: 'delete', kind: 'entityNotes', path: '/entitynotes/:id', rule: mayRemoveNotes }, ({ params, persona }) => {
    const org = persona.identity.orgAccountId;
    const existing = findNote(org, Number(params.id));
    if (!existing) return notFound(`Note ${params.id} was not found`);
    writeNotes(org, existing.entityId, notesOf(org, existing.entityId).filter((n) => n.id !== existing.id));
    return new HttpResponse(null, { status: 204 });
  }),
];
