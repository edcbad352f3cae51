import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { finishFailed, finishLoaded, initAsync, startLoading, type AsyncState } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import type { ExportLabels } from './exportTable';

export interface PreparedExport {
  fileName: string;
  rowCount: number;
}

/**
 * Export (spec 01 §4): loading → ready (loaded) → download. The CSV text itself stays in the
 * saga that built it (it can be megabytes); the store holds only what the dialog shows.
 */
export interface ExportResultsState {
  prepared: AsyncState<PreparedExport>;
  /** Set once the file has been handed to the browser; the dialog closes. */
  downloaded: boolean;
}

const initialState: ExportResultsState = { prepared: initAsync(), downloaded: false };

export interface ExportRequest {
  sid: string;
  resultCount: number;
  /** Translated by the dialog: the file name base and the fixed column headers. */
  labels: ExportLabels;
}

const slice = createSlice({
  name: 'exportResults',
  initialState,
  reducers: {
    exportRequested(state, _action: PayloadAction<ExportRequest>) {
      startLoading(state.prepared);
      state.prepared.data = null;
      state.downloaded = false;
    },
    exportReady(state, { payload }: PayloadAction<PreparedExport>) {
      finishLoaded(state.prepared, payload);
    },
    exportFailed(state, { payload }: PayloadAction<{ error: ApiError }>) {
      finishFailed(state.prepared, payload.error);
    },
    exportDownloadRequested() {},
    exportDownloaded(state) {
      state.downloaded = true;
    },
    /** The dialog closed: drop the prepared file. */
    exportDismissed() {
      return initialState;
    },
  },
});

export const exportResultsActions = slice.actions;
export const exportResultsReducer = slice.reducer;
export const selectExportResults = (s: { exportResults: ExportResultsState }) => s.exportResults;
