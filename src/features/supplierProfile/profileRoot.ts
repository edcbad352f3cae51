import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { PublicProfileLookupDto } from '@/services/publicProfile/types';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import type { NotesPage } from './tabs/notes/notesResource';
import type { NoteEditorState } from './tabs/notes/noteEditorSlice';
import type { CustomFieldsData } from './tabs/customFields/customFieldsResource';
import type { CustomFieldsEditorState } from './tabs/customFields/customFieldsEditorSlice';
import type { RemindersResponse } from '@/services/reminders/types';
import type { ConsultNoticeDto } from '@/services/supplier/consultNoticesTypes';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';

/**
 * The profile's part of the store, mounted under `supplierProfile` when the profile route first
 * renders (store.injectFeature). Each tab adds its keyed resources to `ProfileState` and to
 * profileStore.ts.
 */
export interface ProfileState {
  details: KeyedState<SupplierDetailsDto>;
  publicLookup: KeyedState<PublicProfileLookupDto>;
  notes: KeyedState<NotesPage>;
  noteEditor: NoteEditorState;
  customFields: KeyedState<CustomFieldsData>;
  customFieldsEditor: CustomFieldsEditorState;
  reminders: KeyedState<RemindersResponse>;
  consultNotices: KeyedState<ConsultNoticeDto[]>;
  issueReportToken: KeyedState<EmbedTokenResponse>;
}

export interface ProfileRoot {
  session: SessionState;
  supplierProfile: ProfileState;
}

/** The store key the profile mounts at. */
export const PROFILE_STORE_KEY = 'supplierProfile';
