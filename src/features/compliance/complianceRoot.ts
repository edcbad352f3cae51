import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { DetailRecord } from '@/services/requirement/detailRecordsTypes';
import type { ReferenceOption } from '@/services/requirement/referenceDataTypes';
import type { QuestionRuleDto, RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import type { RequirementDto } from '@/services/requirement/requirementPageTypes';
import type { AssessmentFeedbackDto, SubmissionHistoryItemDto } from '@/services/verifier/types';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import type { CovidRequirementDto } from '@/services/analytics/covidTypes';
import type { CertificateDto } from '@/services/certificates/types';
import type { InsuranceRecord } from '@/services/requirement/types';
import type { ConnectionsState } from './connections/connectionsState';

/**
 * The compliance and connections part of the store (spec 03), mounted under `compliance` when one
 * of its screens first renders (ComplianceFeatureGate). Each area adds its keyed resources here and
 * in complianceStore.ts.
 */
export interface ComplianceState {
  goals: KeyedState<SupplierGoalDto[]>;
  /** details/: a requirement's read-only detail records, keyed `${kind}:${id}`. */
  detailRecords: KeyedState<DetailRecord>;
  /** details/: reference-data look-ups, keyed `${type}:${language}` (each language asked once). */
  referenceData: KeyedState<ReferenceOption[]>;
  // c16core: levels, requirement pages, history
  details: KeyedState<RequirementDetailRowDto[]>;
  requirement: KeyedState<RequirementDto>;
  questionRules: KeyedState<QuestionRuleDto[]>;
  feedback: KeyedState<AssessmentFeedbackDto | null>;
  history: KeyedState<SubmissionHistoryItemDto[]>;
  workCategories: KeyedState<WorkCategoryDto[]>;
  covid: KeyedState<CovidRequirementDto[]>;
  certificates: KeyedState<CertificateDto[]>;
  insurances: KeyedState<InsuranceRecord[]>;
  connections: ConnectionsState;
}

export interface ComplianceRoot {
  session: SessionState;
  compliance: ComplianceState;
}

export const COMPLIANCE_STORE_KEY = 'compliance';
