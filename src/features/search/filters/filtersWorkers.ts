import { all, fork } from 'redux-saga/effects';
import { applySaga } from './sagas/applySaga';
import { countsSaga } from './sagas/countsSaga';
import { referenceSaga } from './sagas/referenceSaga';
import { supplyChainSaga } from './sagas/supplyChainSaga';

/** The filters half's watchers: reference data and supply chain asked for, counts, and Apply / Show. */
export default function* filtersWorkers() {
  yield all([fork(referenceSaga), fork(supplyChainSaga), fork(countsSaga), fork(applySaga)]);
}
