import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import type { ComplianceState } from './complianceRoot';
import { complianceGoals } from './goals/goalsResource';
import { detailRecords, referenceData } from './details/detailResources';
import { requirementHistory } from './history/historyResource';
import { complianceDetails } from './levels/complianceDetailsResource';
import { requirementFileSaga } from './requirements/requirementFileSaga';
import { assessmentFeedback, questionRules, requirementAnswers } from './requirements/requirementResources';
import { watchComplianceDownloads } from '@/platform/certificates';
import { complianceWorkCategories } from './workCategories/workCategoriesResource';
import { complianceCovid } from './covid/covidResource';
import { complianceCertificates, complianceInsurances } from './certificates/complianceCertificatesResource';
import { connectionsReducer, connectionsSaga } from './connections/connectionsStore';

/**
 * The compliance feature's reducer and sagas (ComplianceFeatureGate injects them). An area adds its
 * keyed resource here: its reducer under its own key (and the key's type in ComplianceState), its
 * saga in complianceSaga.
 */
export const complianceReducer: Reducer<ComplianceState> = combineReducers({
  goals: complianceGoals.reducer,
  detailRecords: detailRecords.reducer,
  referenceData: referenceData.reducer,
  details: complianceDetails.reducer,
  requirement: requirementAnswers.reducer,
  questionRules: questionRules.reducer,
  feedback: assessmentFeedback.reducer,
  history: requirementHistory.reducer,
  workCategories: complianceWorkCategories.reducer,
  covid: complianceCovid.reducer,
  certificates: complianceCertificates.reducer,
  insurances: complianceInsurances.reducer,
  connections: connectionsReducer,
});

export function* complianceSaga() {
  yield all([
    fork(complianceGoals.saga),
    fork(detailRecords.saga),
    fork(referenceData.saga),
    fork(complianceDetails.saga),
    fork(requirementAnswers.saga),
    fork(questionRules.saga),
    fork(assessmentFeedback.saga),
    fork(requirementHistory.saga),
    fork(requirementFileSaga),
    fork(complianceWorkCategories.saga),
    fork(complianceCovid.saga),
    fork(complianceCertificates.saga),
    fork(complianceInsurances.saga),
    fork(watchComplianceDownloads, 'compliance'),
    fork(connectionsSaga),
  ]);
}
