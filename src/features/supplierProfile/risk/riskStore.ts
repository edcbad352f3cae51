import { combineReducers } from '@reduxjs/toolkit';
import { all, fork } from 'redux-saga/effects';
import type { KeyedState } from '@/platform/async';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import type { DirectorDto, DirectorsCountDto, HScoreSummaryDto } from '@/services/analytics/riskTypes';
import type { RiskPrintDataDto } from '@/services/riskChecker/types';
import {
  directorsCountResource, directorsResource, hScoreResource, riskPrintDataResource, riskReportTokenResource,
} from './riskResources';

/** The risk area's part of the profile store (`supplierProfile.risk`). */
export interface RiskState {
  hScore: KeyedState<HScoreSummaryDto>;
  directorsCount: KeyedState<DirectorsCountDto>;
  directors: KeyedState<DirectorDto[]>;
  printData: KeyedState<RiskPrintDataDto>;
  reportToken: KeyedState<EmbedTokenResponse>;
}

export const riskReducer = combineReducers({
  hScore: hScoreResource.reducer,
  directorsCount: directorsCountResource.reducer,
  directors: directorsResource.reducer,
  printData: riskPrintDataResource.reducer,
  reportToken: riskReportTokenResource.reducer,
});

export function* riskSaga() {
  yield all([hScoreResource, directorsCountResource, directorsResource, riskPrintDataResource, riskReportTokenResource].map((r) => fork(r.saga)));
}
