import type { Reducer } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import { watchComplianceDownloads } from '@/platform/certificates';
import { requirementFileSaga } from './requirements/requirementFileSaga';

/**
 * The compliance and connections area (spec 03) holds no state: every read is a resource
 * (platform/resource, declared in services/). What joins the store when one of its screens first
 * renders (ComplianceFeatureGate) is its orchestration: the downloads and requirement files.
 */
export const COMPLIANCE_STORE_KEY = 'compliance';

/** A feature mounts with a reducer; this one has nothing to hold. */
export const complianceReducer: Reducer<Record<string, never>> = (state = {}) => state;

export function* complianceSaga() {
  yield all([fork(requirementFileSaga), fork(watchComplianceDownloads, 'compliance')]);
}
