import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';
import type { CreateNoteBody, NoteDto, NotesPageResponse, UpdateNoteBody } from './types';

export async function getNotes(entityId: number, page: number, itemsPerPage: number, signal?: AbortSignal): Promise<NotesPageResponse['data']> {
  const { data } = await clientFor('entityNotes').get<NotesPageResponse>(apiPath`/entitynotes/${entityId}`, {
    params: { page, itemsPerPage },
    signal,
  });
  return data.data;
}

export async function createNote(body: CreateNoteBody): Promise<NoteDto> {
  const { data } = await clientFor('entityNotes').post<NoteDto>('/entitynotes', body);
  return data;
}

export async function updateNote(body: UpdateNoteBody): Promise<NoteDto> {
  const { data } = await clientFor('entityNotes').put<NoteDto>(apiPath`/entitynotes/${body.id}`, body);
  return data;
}

export async function removeNote(id: number): Promise<void> {
  await clientFor('entityNotes').delete(apiPath`/entitynotes/${id}`, { allowEmptyBody: true });
}
