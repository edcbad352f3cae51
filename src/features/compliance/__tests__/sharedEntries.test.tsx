import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { browser } from '@/platform/browser';
import { currentPath, renderApp } from '@/test/renderWithProviders';

/**
 * One entry per endpoint (issue 35 item 1): the compliance area and the profile's print view read
 * the same certificates, insurances and COVID-19 questionnaire, so a buyer going from one to the
 * other asks for each once.
 */
const SUPPLIER = 100010;

function logRequests() {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return log;
}
const matching = (log: string[], pattern: RegExp) => log.filter((line) => pattern.test(line));

const CERTIFICATES = new RegExp(`^GET .*/certificates/organisations/${SUPPLIER}/certificates$`);
const INSURANCES = new RegExp(`^GET .*/requirement/28/entity/${SUPPLIER}$`);
const COVID = /^GET .*\/analytics\/CovidQuestions\//;

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('the compliance area and the print view share their entries', () => {
  it('compliance dashboard, its COVID-19 questionnaire, then Print profile: certificates, insurances and COVID-19 asked for once each', async () => {
    vi.spyOn(browser, 'print').mockImplementation(() => undefined);
    const log = logRequests();
    const { user } = await renderApp({ route: `/supplier/${SUPPLIER}/compliance` });

    // The dashboard: its certificates (documents) and the expiry timeline (certificates, insurances).
    await waitFor(() => expect(matching(log, INSURANCES)).toHaveLength(1), { timeout: 20_000 });
    await screen.findByText('Compliant until', {}, { timeout: 20_000 });
    // By role: the timeline is laid out only once the levels above it are known (HoldUntil), and the
    // text query also finds it while it is still hidden.
    const certificates = await screen.findByRole('region', { name: 'Certificates' }, { timeout: 20_000 });
    await within(certificates).findByRole('table', { name: 'Certificates' });

    // Its COVID-19 questionnaire.
    await user.click(screen.getByRole('link', { name: 'COVID-19 questionnaire' }));
    await screen.findByRole('heading', { level: 2, name: 'COVID-19 questionnaire' });
    const questionnaire = (await screen.findAllByRole('heading', { level: 3 }))[0].textContent;
    expect(matching(log, COVID)).toHaveLength(1);

    // The print view shows all three from the entries the compliance pages loaded.
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Print profile' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${SUPPLIER}/print`));
    const covid = await screen.findByRole('region', { name: 'COVID-19' });
    expect(await within(covid).findByRole('heading', { level: 3, name: questionnaire ?? '' })).toBeInTheDocument();
    const compliance = screen.getByRole('region', { name: 'Compliance' });
    expect(within(compliance).getAllByRole('row').length).toBeGreaterThan(1);
    const insurances = screen.getByRole('region', { name: 'Insurances' });
    expect(within(insurances).getAllByRole('row').length).toBeGreaterThan(1);

    expect(matching(log, CERTIFICATES)).toHaveLength(1);
    expect(matching(log, INSURANCES)).toHaveLength(1);
    expect(matching(log, COVID)).toHaveLength(1);
  });
});
