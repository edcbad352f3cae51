import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { getNetwork } from '../../../../../mocks/db';
import { directorsOf, hScoreOf, RISK_PROFILE_IDS } from '../../../../../mocks/data/profile/risk';
import { renderApp } from '@/test/renderWithProviders';

/** A supplier with an H score and directors (most have both; the first such after the awkward ones). */
const plainSupplier = () => {
  const { seed } = getNetwork();
  return [...Array(40).keys()].map((i) => 100040 + i).find((id) => hScoreOf(seed, id).isSuccess && directorsOf(seed, id).length > 1)!;
};
const summary = (id: number) => `/supplier/${id}/risk-analytics-summary`;
const meter = () => screen.findByRole('meter', { name: 'H Score' });

beforeAll(async () => {
  await import('../RiskAnalyticsSummaryScreen');
});

describe('risk analytics summary (spec 02 §2.7)', () => {
  it('shows the H Score as a 1–100 meter with its value in words, and the directors count and table', async () => {
    const SUPPLIER = plainSupplier();
    await renderApp({ route: summary(plainSupplier()) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk Analytics' })).toBeInTheDocument();
    const expected = hScoreOf(getNetwork().seed, SUPPLIER);
    expect(expected.isSuccess).toBe(true);
    const gauge = await meter();
    expect(gauge).toHaveAttribute('aria-valuenow', String(expected.hScore));
    expect(gauge).toHaveAttribute('aria-valuetext', `${expected.hScore} out of 100`);
    expect(gauge).toHaveAttribute('aria-valuemin', '1');
    expect(gauge).toHaveAttribute('aria-valuemax', '100');
    const directors = directorsOf(getNetwork().seed, SUPPLIER);
    const countCard = await screen.findByRole('region', { name: 'Directors' });
    expect(await within(countCard).findByText(String(directors.length))).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Company directors' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Director Name', 'Companies Related']);
    expect(within(table).getAllByRole('row')).toHaveLength(directors.length + 1);
  });

  it('sorts the directors by name and by companies related', async () => {
    const { user } = await renderApp({ route: summary(RISK_PROFILE_IDS.fullData) });
    const table = await screen.findByRole('table', { name: 'Company directors' });
    const names = () => within(table).getAllByRole('rowheader').map((c) => c.textContent);
    const sortedNames = directorsOf(getNetwork().seed, RISK_PROFILE_IDS.fullData).map((d) => d.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names()).toEqual(sortedNames);
    await user.click(within(table).getByRole('button', { name: /Companies Related/ }));
    const counts = () => within(table).getAllByRole('row').slice(1).map((r) => Number(within(r).getAllByRole('cell')[0].textContent));
    expect(counts()).toEqual([...counts()].sort((a, b) => a - b));
    await user.click(within(table).getByRole('button', { name: /Companies Related/ }));
    expect(counts()).toEqual([...counts()].sort((a, b) => b - a));
  });

  it('a score of 0 is drawn as 1 in the danger colour and says it is at risk', async () => {
    await renderApp({ route: summary(RISK_PROFILE_IDS.hScoreZero) });
    const gauge = await meter();
    expect(gauge).toHaveAttribute('aria-valuenow', '1');
    expect(gauge).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('At risk: 25 or below')).toBeInTheDocument();
  });

  it('a score of 25 is still danger', async () => {
    await renderApp({ route: summary(RISK_PROFILE_IDS.hScoreDanger) });
    expect(await meter()).toHaveAttribute('data-tone', 'danger');
  });

  it('an H score the service could not give (isSuccess false) says none is available', async () => {
    await renderApp({ route: summary(RISK_PROFILE_IDS.hScoreUnavailable) });
    expect(await screen.findByText('No H Score is available for this supplier.')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('an H score load failure says so with Try again, and Try again loads it', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/analytics/hscore/:id/summary', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: summary(plainSupplier()) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The H Score could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByText('Request has failed with status code: 500')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await meter()).toBeInTheDocument();
  });

  it('an unknown directors count shows "-" (read as Unknown); the list still loads', async () => {
    await renderApp({ route: summary(RISK_PROFILE_IDS.unknownDirectorsCount) });
    const card = await screen.findByRole('region', { name: 'Directors' });
    expect(await within(card).findByText('Unknown')).toHaveClass('visually-hidden');
    expect(within(card).getByText('-')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Company directors' })).toBeInTheDocument();
  });

  it('no directors: a count of 0 and the empty message in the table', async () => {
    await renderApp({ route: summary(RISK_PROFILE_IDS.noDirectors) });
    const card = await screen.findByRole('region', { name: 'Directors' });
    expect(await within(card).findByText('0')).toBeInTheDocument();
    expect(await screen.findByText('No directors are listed for this company.')).toBeInTheDocument();
  });

  it('a directors load failure says so with Try again', async () => {
    server.use(
      http.get('*/mock-api/analytics/directors/:number', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
      http.get('*/mock-api/analytics/directors/:number/count', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    await renderApp({ route: summary(plainSupplier()) });
    expect(await screen.findByRole('heading', { name: 'The directors could not be loaded' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The number of directors could not be loaded' })).toBeInTheDocument();
  });

  it('each widget follows its flag', async () => {
    await renderApp({ route: summary(plainSupplier()), flags: { hScoreWidgetEnabled: false, directorsWidgetEnabled: false } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Risk Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Risk analytics summary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'H Score' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Directors' })).not.toBeInTheDocument();
  });
});

describe("the overview's risk summary (spec 02 §2.4 item 6)", () => {
  it('shows the widgets and links to the risk radar for suppliersourcing:riskinformation', async () => {
    await renderApp({ route: `/supplier/${plainSupplier()}/overview` });
    const panel = await screen.findByRole('region', { name: 'Risk summary' });
    expect(await within(panel).findByRole('meter', { name: 'H Score' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View the risk radar' })).toHaveAttribute('href', expect.stringMatching(/^\/supplier\/\d+\/risk-analytics-detail$/));
  });

  it('no link to the radar without suppliersourcing:riskinformation', async () => {
    await renderApp({ route: `/supplier/${plainSupplier()}/overview`, withoutPermissions: ['suppliersourcing:riskinformation'] });
    const panel = await screen.findByRole('region', { name: 'Risk summary' });
    expect(within(panel).getByRole('link', { name: 'View risk analytics' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'View the risk radar' })).not.toBeInTheDocument();
  });

  it('no risk summary without suppliersourcing:riskanalytics', async () => {
    await renderApp({ route: `/supplier/${plainSupplier()}/overview`, withoutPermissions: ['suppliersourcing:riskanalytics'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Risk summary' })).not.toBeInTheDocument();
  });
});
