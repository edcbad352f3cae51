import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import type { ConnectionsState } from './connectionsState';
import { buyerConnections, compliancePolicies, connectionRequirementRows, policyChecks, projectConnections } from './connectionsResources';

/** The connections area's reducer and sagas, mounted by complianceStore.ts under `connections`. */
export const connectionsReducer: Reducer<ConnectionsState> = combineReducers({
  buyerConnections: buyerConnections.reducer,
  requirements: connectionRequirementRows.reducer,
  projects: projectConnections.reducer,
  policies: compliancePolicies.reducer,
  policyChecks: policyChecks.reducer,
});

export function* connectionsSaga() {
  yield all([buyerConnections, connectionRequirementRows, projectConnections, compliancePolicies, policyChecks].map((r) => fork(r.saga)));
}
