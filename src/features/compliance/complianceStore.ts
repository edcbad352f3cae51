import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import type { ComplianceState } from './complianceRoot';
import { complianceGoals } from './goals/goalsResource';
import { watchComplianceDownloads } from '@/platform/certificates';
import { complianceWorkCategories } from './workCategories/workCategoriesResource';
import { complianceCovid } from './covid/covidResource';
import { complianceRequirementExpiries } from './timeline/requirementExpiriesResource';
import { complianceCertificates, complianceInsurances } from './certificates/complianceCertificatesResource';

/**
 * The compliance feature's reducer and sagas (ComplianceFeatureGate injects them). An area adds its
 * keyed resource here: its reducer under its own key (and the key's type in ComplianceState), its
 * saga in complianceSaga.
 */
export const complianceReducer: Reducer<ComplianceState> = combineReducers({
  goals: complianceGoals.reducer,
  workCategories: complianceWorkCategories.reducer,
  covid: complianceCovid.reducer,
  requirementExpiries: complianceRequirementExpiries.reducer,
  certificates: complianceCertificates.reducer,
  insurances: complianceInsurances.reducer,
});

export function* complianceSaga() {
  yield all([
    fork(complianceGoals.saga),
    fork(complianceWorkCategories.saga),
    fork(complianceCovid.saga),
    fork(complianceRequirementExpiries.saga),
    fork(complianceCertificates.saga),
    fork(complianceInsurances.saga),
    fork(watchComplianceDownloads, 'compliance'),
  ]);
}
