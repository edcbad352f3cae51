import { createKeyedResource } from '@/platform/async';
import { getNotes } from '@/services/entityNotes/entityNotesService';
import type { NoteDto } from '@/services/entityNotes/types';
import type { ProfileRoot } from '../../profileRoot';

export interface NotesPage {
  items: NoteDto[];
  totalCount: number;
}

/** One page of a supplier's notes: the key is `supplierId:page:pageSize`. */
export const notesPageKey = (supplierId: number, page: number, pageSize: number) => `${supplierId}:${page}:${pageSize}`;

export const notesResource = createKeyedResource<string, NotesPage, ProfileRoot>({
  name: 'supplierProfile/notes',
  load: (key, signal) => {
    const [supplierId, page, pageSize] = key.split(':').map(Number);
    return getNotes(supplierId, page, pageSize, signal);
  },
  selectState: (root) => root.supplierProfile.notes,
});
