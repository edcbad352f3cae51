import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { href, Navigate } from '@/platform/router';
import { Alert } from '@/ui';
import { SearchGone, SessionLoadFailed, SessionSaveFailed } from '../components/SessionAlerts';
import { sessionRequested } from '../contract';
import { selectLeavingTo, selectResults, selectResultsSource, selectSaveState, selectSessionState } from '../session/selectors';
import { selectSearchGone } from '../session/linkSelectors';
import { Breadcrumb } from './Breadcrumb';
import { ActiveFilterChips } from '../filters/ActiveFilterChips';
import { FiltersSidePanel } from './FiltersSidePanel';
import { Page, TitleRow } from './ResultsScreen.styles';
import { ResultsTable } from './ResultsTable';
import { ResultsToolbar } from './ResultsToolbar';
import { SelectionBar } from './SelectionBar';
import { useResultsLoader } from './useResultsLoader';
import { AddToSupplyChainHost } from './AddToSupplyChainHost';

/** /source-supplier/search-results?sid: the paged, sortable results of a search session. */
export function ResultsScreen() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const { query, filters } = useResultsLoader();
  const gone = useSelector((state: Parameters<typeof selectSearchGone>[0]) => selectSearchGone(state, query?.sid ?? null));
  const results = useSelector(selectResults);
  const session = useSelector(selectSessionState);
  const source = useSelector(selectResultsSource);
  const leavingTo = useSelector(selectLeavingTo);
  const save = useSelector(selectSaveState);
  const [panelOpen, setPanelOpen] = useState(false);
  const openPanel = useCallback(() => setPanelOpen(true), []);
  const tableArea = useRef<HTMLDivElement>(null);
  // "Select all suppliers on this page": the first control of the table, next after the bar.
  const selectionControls = useCallback(() => tableArea.current?.querySelector<HTMLElement>('input[type="checkbox"]'), []);

  if (!query) return <Navigate to={href.landing()} replace />;
  const data = results.data;
  const total = data?.totalCount ?? 0;
  const summary =
    source === null
      ? t('summary.allSuppliers', { count: total })
      : t('summary.fromSource', { count: total, source: source || t('summary.yourSupplyChain') });

  return (
    <AddToSupplyChainHost>
      <Page aria-labelledby="results-heading">
        {!gone && <Breadcrumb sid={query.sid} />}
        {leavingTo && <Alert tone="warning">{t('notAuthorised')}</Alert>}
        <TitleRow>
          <div>
            <h1 id="results-heading">{t('results.heading')}</h1>
            {/* Its line is there from the first paint: the toolbar beside it does not move down when the count comes. */}
            {!gone && <p role="status">{data ? summary : null}</p>}
          </div>
          {!gone && <ResultsToolbar sid={query.sid} resultCount={total} onAddFilters={openPanel} />}
        </TitleRow>
        {/* Nothing else on the page can work without its search: one message and a way to start again. */}
        {gone && <SearchGone />}
        {!gone && (
          <>
            {session.status === 'error' && session.error && (
              <SessionLoadFailed error={session.error} onRetry={() => dispatch(sessionRequested({ sid: query.sid, filters }))} />
            )}
            {/* A chip's change that could not be saved (the open side panel shows its own). */}
            {!panelOpen && save.status === 'error' && save.error && <SessionSaveFailed error={save.error} />}
            <ActiveFilterChips />
            <SelectionBar focusWhenGone={selectionControls} />
            <div ref={tableArea}>
              <ResultsTable page={query.page} pageSize={query.pageSize} />
            </div>
            <FiltersSidePanel isOpen={panelOpen} onOpenChange={setPanelOpen} />
          </>
        )}
      </Page>
    </AddToSupplyChainHost>
  );
}
