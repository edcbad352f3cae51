import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import type { ComplianceState } from './complianceRoot';
import { complianceGoals } from './goals/goalsResource';
import { detailRecords, referenceData } from './details/detailResources';

/**
 * The compliance feature's reducer and sagas (ComplianceFeatureGate injects them). An area adds its
 * keyed resource here: its reducer under its own key (and the key's type in ComplianceState), its
 * saga in complianceSaga.
 */
export const complianceReducer: Reducer<ComplianceState> = combineReducers({
  goals: complianceGoals.reducer,
  detailRecords: detailRecords.reducer,
  referenceData: referenceData.reducer,
});

export function* complianceSaga() {
  yield all([
    fork(complianceGoals.saga),
    fork(detailRecords.saga),
    fork(referenceData.saga),
  ]);
}
