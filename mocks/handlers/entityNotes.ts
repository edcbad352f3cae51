import { http, HttpResponse } from 'msw';
import type { NoteDto, NotesPageResponse } from '@/services/entityNotes/types';
import { NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '@/services/entityNotes/types';
import { PERSONA_ORG_ACCOUNT_ID, type Persona } from '@/platform/auth/personas';
import { generatedNotesOf } from '../data/profile/notes';
import { getDb, getNetwork, saveDb } from '../db';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { badRequest, caller, isObject, notFound } from './support';

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

/** entitynotes CRUD (spec 02 §7): notes are the buyer organisation's own record of a supplier, newest first. */
export const entityNotesHandlers = [
  http.get(mockPath('entityNotes', '/entitynotes/:entityId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.entityId);
    if (!supplierProfile(entityId)) return notFound(`Supplier ${String(params.entityId)} was not found`);
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const itemsPerPage = Number(url.searchParams.get('itemsPerPage') ?? 10);
    if (!Number.isInteger(page) || page < 1) return badRequest('page must be at least 1', 'page');
    if (!Number.isInteger(itemsPerPage) || itemsPerPage < 1) return badRequest('itemsPerPage must be at least 1', 'itemsPerPage');
    const notes = notesOf(persona.identity.orgAccountId, entityId);
    return HttpResponse.json<NotesPageResponse>({
      data: { items: notes.slice((page - 1) * itemsPerPage, page * itemsPerPage), totalCount: notes.length },
    });
  }),

  http.post(mockPath('entityNotes', '/entitynotes'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
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

  http.put(mockPath('entityNotes', '/entitynotes/:id'), async ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const org = persona.identity.orgAccountId;
    const existing = findNote(org, Number(params.id));
    if (!existing) return notFound(`Note ${String(params.id)} was not found`);
    const fields = readNote(await request.json().catch(() => null));
    if (fields instanceof Response) return fields;
    const note: NoteDto = { ...existing, title: fields.title || null, description: fields.description, lastUpdatedBy: authorOf(persona), lastUpdatedOn: new Date().toISOString() };
    // The changed note moves to the top: the list is newest first.
    writeNotes(org, existing.entityId, [note, ...notesOf(org, existing.entityId).filter((n) => n.id !== note.id)]);
    return HttpResponse.json(note);
  }),

  http.delete(mockPath('entityNotes', '/entitynotes/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const org = persona.identity.orgAccountId;
    const existing = findNote(org, Number(params.id));
    if (!existing) return notFound(`Note ${String(params.id)} was not found`);
    writeNotes(org, existing.entityId, notesOf(org, existing.entityId).filter((n) => n.id !== existing.id));
    return new HttpResponse(null, { status: 204 });
  }),
];
