import type { WithResources } from '@/platform/resource';
import type { SessionState } from '@/platform/session';
import type { ProfileActionsState } from './profileActionsSlice';
import type { CustomFieldsEditorState } from './tabs/customFields/customFieldsEditorSlice';
import type { DocumentsState } from './tabs/documents/documentsStore';

/**
 * The profile's own part of the store, mounted under `supplierProfile` when the profile route first
 * renders (store.injectFeature): what its forms submit. Everything it reads lives in the resource
 * layer's mount (`resources`).
 */
export interface ProfileState {
  actions: ProfileActionsState;
  customFieldsEditor: CustomFieldsEditorState;
  documents: DocumentsState;
}

export interface ProfileRoot extends WithResources {
  session: SessionState;
  supplierProfile: ProfileState;
}

/** The store key the profile mounts at. */
export const PROFILE_STORE_KEY = 'supplierProfile';
