import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { SuspendedOrgUnitDto } from '@/services/accountRecords/types';
import type { CovidRequirementDto } from '@/services/analytics/covidTypes';
import type { CertificateDto } from '@/services/certificates/types';
import type { OffPlatformCompanyDto } from '@/services/companySearch/offPlatformTypes';
import type { SupplierReferenceDto } from '@/services/entityReferences/types';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { PublicProfileLookupDto } from '@/services/publicProfile/types';
import type { AreaOfOperationRecord, InsuranceRecord } from '@/services/requirement/types';
import type { ProfileActionsState } from './profileActionsSlice';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import type { LocationsResponse, SupplierContactsDto } from '@/services/supplier/profileTabTypes';
import type { NotesPage } from './tabs/notes/notesResource';
import type { NoteEditorState } from './tabs/notes/noteEditorSlice';
import type { CustomFieldsData } from './tabs/customFields/customFieldsResource';
import type { CustomFieldsEditorState } from './tabs/customFields/customFieldsEditorSlice';
import type { RemindersResponse } from '@/services/reminders/types';
import type { ConsultNoticeDto } from '@/services/supplier/consultNoticesTypes';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import type { DocumentsState } from './tabs/documents/documentsStore';
import type { RiskState } from './risk/riskStore';

/**
 * The profile's part of the store, mounted under `supplierProfile` when the profile route first
 * renders (store.injectFeature). Each tab adds its keyed resources to `ProfileState` and to
 * profileStore.ts.
 */
export interface ProfileState {
  details: KeyedState<SupplierDetailsDto>;
  publicLookup: KeyedState<PublicProfileLookupDto>;
  reference: KeyedState<SupplierReferenceDto | null>;
  suspendedUnits: KeyedState<SuspendedOrgUnitDto[]>;
  myUnits: KeyedState<{ accountId: number; name: string }[]>;
  certificates: KeyedState<CertificateDto[]>;
  areasOfOperation: KeyedState<AreaOfOperationRecord[]>;
  insurances: KeyedState<InsuranceRecord[]>;
  covid: KeyedState<CovidRequirementDto[]>;
  offPlatform: KeyedState<OffPlatformCompanyDto>;
  logo: KeyedState<string>;
  actions: ProfileActionsState;
  contacts: KeyedState<SupplierContactsDto>;
  /** Keyed by tabs/locations/locationsResource.ts locationsKey (supplier, page, size, sort). */
  locations: KeyedState<LocationsResponse>;
  goals: KeyedState<SupplierGoalDto[]>;
  notes: KeyedState<NotesPage>;
  noteEditor: NoteEditorState;
  customFields: KeyedState<CustomFieldsData>;
  customFieldsEditor: CustomFieldsEditorState;
  reminders: KeyedState<RemindersResponse>;
  consultNotices: KeyedState<ConsultNoticeDto[]>;
  issueReportToken: KeyedState<EmbedTokenResponse>;
  documents: DocumentsState;
  risk: RiskState;
}

export interface ProfileRoot {
  session: SessionState;
  supplierProfile: ProfileState;
}

/** The store key the profile mounts at. */
export const PROFILE_STORE_KEY = 'supplierProfile';
