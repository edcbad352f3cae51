import { all, call, delay, put, race, select, spawn, take, takeLatest } from 'redux-saga/effects';
import { buildCsv } from '@/lib/csv';
import { failureOf } from '@/platform/auth/leaveIfNotAuthorised';
import { notPermittedError } from '@/platform/auth/notPermitted';
import { canExportSearchResults } from '@/platform/auth/policies';
import type { ApiError } from '@/platform/http';
import { readResource } from '@/platform/resource';
import { selectPolicy } from '@/platform/session';
import { goalsOfView } from '@/services/goals/goalsResources';
import type { GoalDto, GoalView } from '@/services/goals/types';
import { getAllSearchResults } from '@/services/search/searchService';
import type { SearchResultsResponse } from '@/services/search/types';
import { exportFileName, releaseDownload, RELEASE_BLOB_AFTER_MS, startDownload } from './exportFile';
import { exportResultsActions as A } from './exportResultsSlice';
import { buildExportTable } from './exportTable';

/**
 * The allowed goal columns come from the FSLevelFilter view: the goals (levels and SSIP schemes)
 * a buyer may search by across all suppliers, so every status a result can carry has its column.
 */
export const EXPORT_GOALS_VIEW: GoalView = 'FSLevelFilter';

function* prepareExport({ payload }: ReturnType<typeof A.exportRequested>) {
  const { sid, resultCount, labels } = payload;
  // The rule that shows the Export button: a request that gets past the hidden button fetches nothing.
  const allowed: boolean = yield select(selectPolicy(canExportSearchResults));
  if (!allowed) {
    yield put(A.exportFailed({ error: notPermittedError() }));
    return;
  }
  let csv: string;
  let fileName: string;
  try {
    const [search, goals]: [SearchResultsResponse, GoalDto[]] = yield all([
      call(getAllSearchResults, sid, resultCount),
      // The filters' entry for the same view, when they hold it: no second call.
      call(readResource<{ view: GoalView }, GoalDto[]>, goalsOfView, { view: EXPORT_GOALS_VIEW }),
    ]);
    const table = buildExportTable(search.results, goals, labels);
    csv = buildCsv(table.header, table.rows);
    fileName = exportFileName(labels.fileBase, sid);
    yield put(A.exportReady({ fileName, rowCount: search.results.length }));
  } catch (caught) {
    const error: ApiError = yield call(failureOf, caught);
    yield put(A.exportFailed({ error }));
    return;
  }
  // The prepared CSV lives here until the buyer downloads it or closes the dialog.
  const { download } = yield race({ download: take(A.exportDownloadRequested.type), dismissed: take(A.exportDismissed.type) });
  if (!download) return;
  const url: string = yield call(startDownload, fileName, csv);
  // Detached, so a new export starting at once cannot cancel the release.
  yield spawn(releaseLater, url);
  yield put(A.exportDownloaded());
}

function* releaseLater(url: string) {
  yield delay(RELEASE_BLOB_AFTER_MS);
  yield call(releaseDownload, url);
}

/** The feature's watchers; lazySaga (platform/async) runs them from this chunk and replays early actions. */
export function* watchExportResults() {
  yield takeLatest(A.exportRequested.type, prepareExport);
}
