import { object, string } from 'yup';
import { NOTE_DESCRIPTION_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH } from '@/services/entityNotes/types';

export interface NoteFormValues {
  title: string;
  description: string;
}

/** Spec 02 §5: title optional ≤ 80; description required once trimmed, ≤ 8000. Messages are i18n keys. */
export const noteSchema = object({
  title: string().max(NOTE_TITLE_MAX_LENGTH, 'dialog.titleTooLong'),
  description: string()
    .test('not-blank', 'dialog.descriptionRequired', (value) => (value ?? '').trim().length > 0)
    .max(NOTE_DESCRIPTION_MAX_LENGTH, 'dialog.descriptionTooLong'),
});

/** Saving is blocked while invalid, before any field is touched too. */
export const isNoteValid = ({ title, description }: NoteFormValues) =>
  title.length <= NOTE_TITLE_MAX_LENGTH && description.trim().length > 0 && description.length <= NOTE_DESCRIPTION_MAX_LENGTH;
