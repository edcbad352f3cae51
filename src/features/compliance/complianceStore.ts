import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import type { ComplianceState } from './complianceRoot';
import { complianceGoals } from './goals/goalsResource';
import { connectionsReducer, connectionsSaga } from './connections/connectionsStore';

/**
 * The compliance feature's reducer and sagas (ComplianceFeatureGate injects them). An area adds its
 * keyed resource here: its reducer under its own key (and the key's type in ComplianceState), its
 * saga in complianceSaga.
 */
export const complianceReducer: Reducer<ComplianceState> = combineReducers({
  goals: complianceGoals.reducer,
  connections: connectionsReducer,
});

export function* complianceSaga() {
  yield all([fork(complianceGoals.saga)]);
  yield fork(connectionsSaga);
}
