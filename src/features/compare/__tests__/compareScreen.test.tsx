import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { getNetwork } from '../../../../mocks/db';
import { supplierProfile } from '../../../../mocks/handlers/profileState';
import { POLICIES } from '../../../../mocks/data/reference';
import { connectionRows } from '../../../../mocks/data/compliance/connections';
import { browser } from '@/platform/browser';
import { readComparisonList } from '@/lib/comparisonList';
import { checkAgainstPolicy } from '@/lib/policyCheck';
import { href } from '@/platform/router';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { MAST_CLIMBERS, storeSession } from '@/test/searchSessions';

const IDS = [100010, 100011, 100012, 100013, 100014];
const nameOf = (id: number) => supplierProfile(id)!.tradeName;
const route = (ids: number[], query = '') => `/source-supplier/compare?ids=${ids.join(',')}${query}`;
const SUPPLIER_DETAILS = '*/mock-api/supplier/supplierdetails/:id';

/** The file's text with its byte order mark kept (a plain read drops it). */
const blobText = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
  reader.readAsArrayBuffer(blob);
});

const table = () => screen.getByRole('table', { name: 'Supplier comparison' });
const columnNames = () => within(table()).getAllByRole('columnheader').slice(1).map((th) => within(th).getAllByRole('link')[0].textContent);
const rowOf = (label: string | RegExp) => within(table()).getByRole('row', { name: label });
const cellsOf = (label: string | RegExp) => within(rowOf(label)).getAllByRole('cell').map((c) => c.textContent);
/** Every column loaded: no column's progressbar (named in the buyer's language) is left. */
const allLoaded = (loading = 'Loading this supplier') =>
  waitFor(() => expect(screen.queryByRole('progressbar', { name: loading })).not.toBeInTheDocument(), { timeout: 10_000 });

beforeAll(async () => {
  getNetwork();
  await import('../CompareScreen');
}, 45_000);

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('Compare suppliers (issue 41)', () => {
  it('lays two suppliers side by side, each named and linked to its profile, marking the rows where they differ', async () => {
    await renderApp({ route: route(IDS.slice(0, 2)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare suppliers' })).toBeInTheDocument();
    await allLoaded();
    expect(columnNames()).toEqual([nameOf(IDS[0]), nameOf(IDS[1])]);
    expect(within(table()).getByRole('link', { name: nameOf(IDS[0]) })).toHaveAttribute('href', `/supplier/${IDS[0]}/overview`);
    for (const label of ['Location', 'Company size', 'Employees', 'Turnover', 'SSIP', 'Compliant until', 'Connections']) {
      expect(within(table()).getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    // A row is marked "Differs" exactly when its two cells differ.
    for (const row of within(table()).getAllByRole('row').slice(1)) {
      const cells = within(row).queryAllByRole('cell').map((c) => c.textContent);
      if (cells.length !== 2) continue;
      expect(within(row).getByRole('rowheader').textContent?.endsWith('Differs')).toBe(cells[0] !== cells[1]);
    }
    // The comparison is remembered in the tab for "Add to comparison".
    expect(readComparisonList()).toEqual({ ids: IDS.slice(0, 2), sid: null });
  });

  it('shows five suppliers, and moves and removes columns through the address', async () => {
    const { user } = await renderApp({ route: route(IDS) });
    await allLoaded();
    expect(columnNames()).toEqual(IDS.map(nameOf));
    await user.click(screen.getByRole('button', { name: `Move ${nameOf(IDS[0])} right` }));
    expect(columnNames()).toEqual([IDS[1], IDS[0], ...IDS.slice(2)].map(nameOf));
    expect(currentPath()).toBe(href.compare({ ids: [IDS[1], IDS[0], ...IDS.slice(2)] }));
    expect(screen.getByRole('button', { name: `Move ${nameOf(IDS[1])} left` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(IDS[2])} from the comparison` }));
    expect(columnNames()).toEqual([IDS[1], IDS[0], IDS[3], IDS[4]].map(nameOf));
    expect(currentPath()).toBe(href.compare({ ids: [IDS[1], IDS[0], IDS[3], IDS[4]] }));
    expect(readComparisonList().ids).toEqual([IDS[1], IDS[0], IDS[3], IDS[4]]);
    expect(cellsOf(/^Location/)).toHaveLength(4);
  });

  it('keeps keyboard focus on the columns\' controls when a move reaches the edge or a column is removed', async () => {
    const { user } = await renderApp({ route: route(IDS.slice(0, 3)) });
    await allLoaded();
    // Moved to the last place, its "right" arrow is disabled: focus goes to its "left" arrow.
    screen.getByRole('button', { name: `Move ${nameOf(IDS[1])} right` }).focus();
    await user.keyboard('{Enter}');
    expect(columnNames()).toEqual([IDS[0], IDS[2], IDS[1]].map(nameOf));
    expect(screen.getByRole('button', { name: `Move ${nameOf(IDS[1])} left` })).toHaveFocus();
    // A removed column's button is gone: focus goes to the next column's Remove, or the one before.
    screen.getByRole('button', { name: `Remove ${nameOf(IDS[0])} from the comparison` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `Remove ${nameOf(IDS[2])} from the comparison` })).toHaveFocus();
    screen.getByRole('button', { name: `Remove ${nameOf(IDS[1])} from the comparison` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `Remove ${nameOf(IDS[2])} from the comparison` })).toHaveFocus();
    // The last one removed: focus goes to the page's heading.
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/There are no suppliers to compare/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Compare suppliers' })).toHaveFocus();
  });

  it('a slow supplier holds no other column; a failing one shows its own error, and Try again loads it', async () => {
    let fail = true;
    server.use(http.get(SUPPLIER_DETAILS, async ({ params }) => {
      if (Number(params.id) === IDS[1] && fail) return HttpResponse.json({ message: 'Request has failed' }, { status: 500 });
      if (Number(params.id) === IDS[2]) await delay('infinite');
      return undefined;
    }));
    const { user } = await renderApp({ route: route(IDS.slice(0, 3)) });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('This supplier could not be loaded.');
    // The first supplier has loaded meanwhile; the slow one is still loading; the failed one is not available.
    await waitFor(() => expect(cellsOf(/^Location/)[0]).not.toBe('Loading'), { timeout: 10_000 });
    expect(cellsOf(/^Location/).slice(1)).toEqual(['Not available', 'Loading']);
    expect(screen.getByRole('progressbar', { name: 'Loading this supplier' })).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: /^Try again/ }));
    await waitFor(() => expect(columnNames()[1]).toBe(nameOf(IDS[1])), { timeout: 10_000 });
    await waitFor(() => expect(cellsOf(/^Location/)[1]).not.toMatch(/^(Loading|Not available)$/));
    expect(screen.queryByText('This supplier could not be loaded.')).not.toBeInTheDocument();
  });

  it('compares against a chosen policy: a row per requirement by the shared rule, a summary, and another policy on switching', async () => {
    const [first, second] = [POLICIES[0], POLICIES[1]];
    const { user } = await renderApp({ route: route(IDS.slice(0, 2)) });
    await allLoaded();
    await user.click(await screen.findByRole('button', { name: /Compare against a policy/ }));
    await user.click(await screen.findByRole('option', { name: first.name }));
    expect(currentPath()).toBe(href.compare({ ids: IDS.slice(0, 2), policy: first.id }));
    const expected = (policy: typeof first) => IDS.slice(0, 2).map((id) => checkAgainstPolicy(policy, connectionRows(getNetwork(), id, { compliancePolicyId: policy.id })));
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: `Against ${first.name}` })).toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(cellsOf(/^Requirements met/)).toEqual(expected(first).map((c) => `${c.goal.metCount} of ${c.goal.total} met`)));
    const states = { met: 'Met', expiring: 'Expiring', expired: 'Expired', missing: 'Missing' };
    const firstChecks = expected(first);
    firstChecks[0].rows.forEach((req, index) => {
      const name = req.row?.requirementName ?? `Requirement ${req.id}`;
      expect(cellsOf(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`))).toEqual(firstChecks.map((c) => states[c.rows[index].state]));
    });

    await user.click(screen.getByRole('button', { name: /Compare against a policy/ }));
    await user.click(await screen.findByRole('option', { name: second.name }));
    expect(await within(table()).findByRole('columnheader', { name: `Against ${second.name}` })).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(/^Requirements met/)).toEqual(expected(second).map((c) => `${c.goal.metCount} of ${c.goal.total} met`)));
    expect(currentPath()).toBe(href.compare({ ids: IDS.slice(0, 2), policy: second.id }));
  });

  it('exports what it shows as safe CSV, and Back returns to the results page it came from', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const backTo = encodeURIComponent('/source-supplier/search-results?sid=abc&page=2');
    await renderApp({ route: route(IDS.slice(0, 2), `&sid=abc&backTo=${backTo}`) });
    await allLoaded();
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/source-supplier/search-results?sid=abc&page=2');
    screen.getByRole('button', { name: 'Export CSV' }).click();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, fileName] = save.mock.calls[0];
    expect(fileName).toMatch(/^Supplier comparison \d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blobText(blob)).split('\r\n');
    expect(lines[0].startsWith('\uFEFFSupplier,')).toBe(true);
    expect(lines[0]).toContain(nameOf(IDS[0]).replace(/^=/, "'="));
    expect(lines.some((line) => line.startsWith('Location,'))).toBe(true);
  });

  it('from a search: the distance from its office location and the work category it asked for, per supplier', async () => {
    storeSession('cmp', [MAST_CLIMBERS, {
      id: 'office.distance', isQuery: true, query: { latitude: 53.8008, longitude: -1.5491, distance: 50, unit: 'miles' }, filterCopy: { title: 'LS1 4DY', postcode: 'LS1 4DY' },
    }]);
    await renderApp({ route: route(IDS.slice(0, 3), '&sid=cmp') });
    await allLoaded();
    const distances = cellsOf(/^Distance from LS1 4DY/);
    expect(distances).toHaveLength(3);
    for (const text of distances) expect(text).toMatch(/^(\d[\d,]*(\.\d)? miles|-)$/);
    expect(distances.some((text) => text !== '-')).toBe(true);
    expect(cellsOf(/^Work category: Mast climbers/)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/source-supplier/search-results?sid=cmp');
  });

  it('a French buyer reads the levels’ and work categories’ statuses in French', async () => {
    await renderApp({ route: route(IDS.slice(0, 2)), language: 'fr' });
    const comparison = await screen.findByRole('table', { name: 'Comparaison des fournisseurs' });
    await allLoaded('Chargement de ce fournisseur');
    const cells = within(comparison).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.filter((text) => ['Vérifié', 'Non vérifié', 'En cours', 'Expiré'].includes(text ?? '')).length).toBeGreaterThan(0);
    expect(cells.filter((text) => ['Verified', 'Not Verified', 'In Progress', 'Expired'].includes(text ?? ''))).toEqual([]);
  });

  it('refuses a Back address outside the results page, and says so when there is nothing to compare', async () => {
    await renderApp({ route: `/source-supplier/compare?ids=&backTo=${encodeURIComponent('https://evil.example/x')}` });
    expect(await screen.findByText(/There are no suppliers to compare/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/source-supplier');
  });
});
