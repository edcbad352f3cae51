import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { RISK_PROFILE_IDS } from '../../../../../mocks/data/profile/risk';
import { renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';

const SUPPLIER = RISK_PROFILE_IDS.fullData;
const radar = (id: number) => `/supplier/${id}/risk-analytics-detail`;
const UNAVAILABLE = 'The risk radar report is unavailable right now. The same risk data is listed below.';
const failToken = () =>
  server.use(http.get('*/mock-api/analytics/powerbi/suppliertoken/:id', () => HttpResponse.json({ message: 'down' }, { status: 503 })));

beforeAll(async () => {
  await import('../RiskRadarScreen');
});

beforeEach(() => {
  window.dataLayer = undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('risk radar (spec 02 §2.7)', () => {
  it('is headed Risk Radar, offers Learn more in a new tab and records HasOpenedRiskRadar with the supplier id', async () => {
    failToken();
    await renderApp({ route: radar(SUPPLIER) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk Radar' })).toBeInTheDocument();
    const learnMore = screen.getByRole('link', { name: /^Learn more/ });
    expect(learnMore).toHaveTextContent('Learn more (opens in a new tab)');
    expect(learnMore).toHaveAttribute('href', `${testConfig().productHostUrl.replace(/\/+$/, '')}/knowledge-base/risk-radar`);
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The event is recorded by an effect, which may run a moment after the heading is painted.
    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'HasOpenedRiskRadar', supplierId: SUPPLIER }]));
  });

  it('records HasOpenedRiskRadar once per opening, even under StrictMode (as npm start renders)', async () => {
    failToken();
    await renderApp({ route: radar(SUPPLIER), strict: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk Radar' })).toBeInTheDocument();
    // The event is recorded by an effect, which may run a moment after the heading is painted.
    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'HasOpenedRiskRadar', supplierId: SUPPLIER }]));
  });

  it('when the report cannot be had, says it is unavailable and lists the same risk data as tables', async () => {
    failToken();
    await renderApp({ route: radar(SUPPLIER) });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    const data = await screen.findByRole('region', { name: 'Risk data' });
    const score = await within(data).findByRole('region', { name: 'Company Watch Risk Score' });
    expect(within(score).getByText('One year probability of distress').nextSibling?.textContent).toMatch(/^-?\d\.\d{3}$/);
    const financials = within(data).getByRole('region', { name: 'Audited Financials' });
    const table = within(financials).getByRole('table', { name: 'Audited Financials' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Measure', '2025', '2024', '2023', '2022', '2021']);
    expect(within(table).getByRole('rowheader', { name: 'Turnover' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell')[0].textContent).toMatch(/^-?£[\d,]+$/);
    const history = within(data).getByRole('table', { name: 'Risk Score History' });
    expect(within(history).getAllByRole('row')).toHaveLength(25);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offline: the unavailable message and the data view, no embed attempted', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp({ route: radar(SUPPLIER) });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Company Watch Risk Score' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a missing section says so in the data view', async () => {
    failToken();
    await renderApp({ route: radar(RISK_PROFILE_IDS.missingSection.riskScoreHistory) });
    const section = await screen.findByRole('region', { name: 'Risk Score History' });
    expect(within(section).getByText('No risk score history is available.')).toBeInTheDocument();
  });

  it('Print shows the printable report and turns into Close, which goes back', async () => {
    failToken();
    const { user } = await renderApp({ route: radar(SUPPLIER) });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('a risk data failure says so with Try again, and Try again loads it', async () => {
    failToken();
    let fail = true;
    server.use(http.get('*/mock-api/riskChecker/print/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: radar(SUPPLIER) });
    expect(await screen.findByRole('heading', { name: 'The risk data could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Company Watch Risk Score' })).toBeInTheDocument();
  });

  it('without suppliersourcing:riskinformation: the lock panel with its heading and paragraph, no report, no event', async () => {
    await renderApp({ route: radar(SUPPLIER), withoutPermissions: ['suppliersourcing:riskinformation'] });
    const panel = await screen.findByRole('region', { name: 'Restricted content' });
    expect(within(panel).getByText('You do not have access to the risk radar. Contact your administrator to request access.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Risk Radar' })).not.toBeInTheDocument();
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
