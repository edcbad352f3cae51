import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '@/platform/browser';
import { COMPARE_MIN, parseCompareIds, writeComparisonList } from '@/lib/comparisonList';
import { inAppRoutePath } from '@/lib/safeReturnUrl';
import { useResource } from '@/platform/resource';
import { APP_ROUTES, BASENAME, href, useSearchParams } from '@/platform/router';
import { useCanAddToSupplyChain } from '@/platform/session';
import { AddToSupplyChainSlot, type SupplierRef } from '@/platform/slots';
import { compliancePolicies } from '@/services/policy/policyResources';
import { Alert, Button, Link } from '@/ui';
import { compareCsv, compareFileName } from './compareCsv';
import { factRows, moveColumn, policyRows } from './compareRules';
import { Controls, Intro, Page, PrintPage, Toolbar } from './CompareScreen.styles';
import { useColumnReads } from './components/ColumnReaders';
import { CompareTable, columnControlId, type ColumnControl, type ColumnControls } from './components/CompareTable';
import { PolicyPicker } from './components/PolicyPicker';
import { useSearchContext } from './useSearchContext';
import { useCompareText } from './useCompareText';

const positiveId = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * /source-supplier/compare?ids=…&sid=…&policy=… (issue 41, beyond the spec): up to five suppliers
 * side by side, against one of the buyer's compliance policies. The URL is the comparison (share it,
 * reload it); the tab remembers the last one (lib/comparisonList) for "Add to comparison".
 */
export function CompareScreen() {
  const { t } = useTranslation('compare');
  const [search, setSearch] = useSearchParams();
  const ids = useMemo(() => parseCompareIds(search.get('ids')), [search]);
  const sid = search.get('sid') || null;
  const policyId = positiveId(search.get('policy'));
  const full = search.get('full') === 'true';
  const { asked, origin } = useSearchContext(sid);
  const { readers, reads } = useColumnReads(ids, policyId, origin);
  const policies = useResource(compliancePolicies, {});
  const policy = policies.data?.find((p) => p.id === policyId) ?? null;
  const { rowLabel, cellText } = useCompareText();

  const idsKey = ids.join(',');
  useEffect(() => {
    writeComparisonList({ ids: idsKey ? idsKey.split(',').map(Number) : [], sid });
  }, [idsKey, sid]);

  // Every change of the comparison replaces the address: Back still leads to where the buyer came from.
  const change = useCallback((apply: (next: URLSearchParams) => void) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      apply(next);
      next.delete('full');
      return next;
    }, { replace: true });
  }, [setSearch]);
  const setIds = (next: number[]) => change((params) => params.set('ids', next.join(',')));
  const choosePolicy = (id: number | null) => change((params) => (id === null ? params.delete('policy') : params.set('policy', String(id))));

  const canAdd = useCanAddToSupplyChain();
  const AddToSupplyChain = AddToSupplyChainSlot.useSlot();
  const [adding, setAdding] = useState<SupplierRef[] | null>(null);
  // A move to the edge disables the pressed arrow and a remove takes its button away: focus goes on
  // to the control the buyer is most likely to press next, never back to the page's start.
  const focusAfterChange = useRef<{ id: number; control: ColumnControl; otherwise?: ColumnControl } | 'heading' | null>(null);
  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = null;
    if (target === null) return;
    if (target === 'heading') {
      document.getElementById('compare-heading')?.focus();
      return;
    }
    const find = (control?: ColumnControl) => (control ? document.getElementById(columnControlId(target.id, control)) as HTMLButtonElement | null : null);
    const button = find(target.control);
    (button && !button.disabled ? button : find(target.otherwise))?.focus();
  }, [idsKey]);
  const move = (id: number, by: -1 | 1) => {
    focusAfterChange.current = by < 0 ? { id, control: 'moveLeft', otherwise: 'moveRight' } : { id, control: 'moveRight', otherwise: 'moveLeft' };
    setIds(moveColumn(ids, id, by));
  };
  const remove = (id: number) => {
    const index = ids.indexOf(id);
    const neighbour = ids[index + 1] ?? ids[index - 1];
    focusAfterChange.current = neighbour === undefined ? 'heading' : { id: neighbour, control: 'remove' };
    setIds(ids.filter((other) => other !== id));
  };
  const controls: ColumnControls = {
    moveLeft: (id) => move(id, -1),
    moveRight: (id) => move(id, 1),
    remove,
    addToSupplyChain: canAdd && AddToSupplyChain ? (id, name) => setAdding([{ id, name }]) : undefined,
  };

  const columns = reads.map((read) => read.column);
  const facts = factRows(columns, asked, origin);
  const requirements = policy ? policyRows(columns, policy) : [];
  const sections = [
    { id: 'facts', rows: facts },
    ...(policy ? [{ id: 'policy', heading: t('policy.heading', { name: policy.name }), rows: requirements }] : []),
  ];

  const backPath = inAppRoutePath(search.get('backTo'), BASENAME);
  const back = backPath?.startsWith(APP_ROUTES.results) ? backPath : sid ? href.results({ sid }) : null;
  const names = reads.map((read) => read.name ?? t('column.unnamed', { id: read.column.id }));

  const exportCsv = () => {
    const csv = compareCsv([...facts, ...requirements], {
      corner: t('corner'), columns: names, rowLabel: (row) => rowLabel(row.label), cell: cellText, unavailable: t('cell.unavailable'), differs: t('differs'),
    });
    browser.saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), compareFileName(t('csv.fileName')));
  };

  return (
    <Page id="compare-report">
      <PrintPage />
      {readers}
      <Controls className="compare-controls">
        <Link href={back ?? href.landing()}>{back ? t('backToResults') : t('backToSearch')}</Link>
      </Controls>
      <h1 id="compare-heading" tabIndex={-1}>{t('title')}</h1>
      <Intro>{t('intro')}</Intro>
      {full && <Alert tone="warning" autoCloseMs={null}>{t('full')}</Alert>}
      {ids.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          {ids.length < COMPARE_MIN && <p>{t('tooFew')}</p>}
          <Toolbar className="compare-controls" role="group" aria-label={t('actions.label')}>
            <PolicyPicker policies={policies} value={policyId} onChange={choosePolicy} />
            <Button variant="secondary" onPress={exportCsv}>{t('actions.export')}</Button>
            <Button variant="secondary" onPress={() => browser.print()}>{t('actions.print')}</Button>
          </Toolbar>
          <CompareTable reads={reads} sections={sections} controls={controls} />
        </>
      )}
      {adding && AddToSupplyChain && <AddToSupplyChain suppliers={adding} onClose={() => setAdding(null)} onAdded={() => setAdding(null)} />}
    </Page>
  );
}
