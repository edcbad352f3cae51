import { object, string } from 'yup';
import { SAVED_SEARCH_NAME_MAX } from '@/services/search/savedSearchesTypes';

export interface SavedSearchNameValues {
  name: string;
}

/** Issue 40: a name is required once trimmed, at most 80 characters (counted trimmed, as stored). Messages are i18n keys. */
export const savedSearchNameSchema = object({
  name: string()
    .test('not-blank', 'validation.required', (value) => (value ?? '').trim().length > 0)
    .test('max', 'validation.tooLong', (value) => (value ?? '').trim().length <= SAVED_SEARCH_NAME_MAX),
});

export const isNameValid = ({ name }: SavedSearchNameValues) => name.trim().length > 0 && name.trim().length <= SAVED_SEARCH_NAME_MAX;
