import type { KeyedState } from '@/platform/async';
import type { SessionState } from '@/platform/session';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import type { RequirementExpiryRowDto } from '@/services/compliance/requirementExpiryTypes';
import type { CovidRequirementDto } from '@/services/analytics/covidTypes';
import type { CertificateDto } from '@/services/certificates/types';
import type { InsuranceRecord } from '@/services/requirement/types';

/**
 * The compliance and connections part of the store (spec 03), mounted under `compliance` when one
 * of its screens first renders (ComplianceFeatureGate). Each area adds its keyed resources here and
 * in complianceStore.ts.
 */
export interface ComplianceState {
  goals: KeyedState<SupplierGoalDto[]>;
  workCategories: KeyedState<WorkCategoryDto[]>;
  covid: KeyedState<CovidRequirementDto[]>;
  requirementExpiries: KeyedState<RequirementExpiryRowDto[]>;
  certificates: KeyedState<CertificateDto[]>;
  insurances: KeyedState<InsuranceRecord[]>;
}

export interface ComplianceRoot {
  session: SessionState;
  compliance: ComplianceState;
}

export const COMPLIANCE_STORE_KEY = 'compliance';
