import { all, fork } from 'redux-saga/effects';
import { applySaga } from './sagas/applySaga';
import { countsSaga } from './sagas/countsSaga';
import { referenceSaga } from './sagas/referenceSaga';
import { supplyChainSaga } from './sagas/supplyChainSaga';
import { typeaheadSaga } from './sagas/typeaheadSaga';

/** The filters half's watchers: reference data, supply chain, counts, type-aheads and Apply / Show. */
export default function* filtersWorkers() {
  yield all([fork(referenceSaga), fork(supplyChainSaga), fork(countsSaga), fork(typeaheadSaga), fork(applySaga)]);
}
