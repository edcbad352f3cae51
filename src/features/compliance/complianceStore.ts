import type { Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { watchComplianceDownloads } from '@/platform/certificates';
import type { ComplianceState } from './complianceRoot';
import { requirementFileSaga } from './requirements/requirementFileSaga';

/** Nothing of its own to hold: every read is a resource (platform/resource). */
export const complianceReducer: Reducer<ComplianceState> = (state = {}) => state;

/** The compliance feature's sagas (ComplianceFeatureGate injects them): orchestration only. */
export function* complianceSaga() {
  yield all([fork(requirementFileSaga), fork(watchComplianceDownloads, 'compliance')]);
}
