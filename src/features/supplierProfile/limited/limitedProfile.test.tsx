import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { getNetwork } from '../../../../mocks/db';
import { AWKWARD_OFF_PLATFORM } from '../../../../mocks/data/profile/awkwardProfiles';
import { currentPath, renderApp } from '@/test/renderWithProviders';

const KESTREL = AWKWARD_OFF_PLATFORM;
const section = (name: string) => screen.findByRole('region', { name });
const detailsOf = (region: HTMLElement) =>
  Object.fromEntries(within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('limited profile: the public profile beside the register record (issue 37 item 10)', () => {
  it('shows GET {public profile}/profiles/{id} details next to the off-platform record', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/publicProfile/profiles/')) asked.push(new URL(request.url).pathname);
    });
    await renderApp({ route: `/supplier/${KESTREL.id}/overview` });
    expect(await screen.findByRole('heading', { level: 1, name: KESTREL.companyName })).toBeInTheDocument();
    const record = await section('Company register record');
    expect(detailsOf(record)).toMatchObject({ 'Companies House number': '09999999', 'VAT number': 'GB999999973', 'Head office': 'Wakefield, WF1 2AB' });
    const publicDetails = await section('Public details');
    await waitFor(() => expect(within(publicDetails).getByText('Modular timber-frame homes, designed and built in West Yorkshire.')).toBeInTheDocument());
    expect(detailsOf(publicDetails)).toMatchObject({
      'Head office': 'Wakefield, West Yorkshire',
      'Company size': 'Small',
      'Number of employees': '24',
    });
    expect(asked).toEqual([`/mock-api/publicProfile/profiles/${KESTREL.id}`]);
    server.events.removeAllListeners();
  });

  it('a failing public profile says so in its panel; the record and the invite action stay', async () => {
    server.use(http.get('*/mock-api/publicProfile/profiles/:id', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await renderApp({ route: `/supplier/${KESTREL.id}/overview` });
    const publicDetails = await section('Public details');
    expect(await within(publicDetails).findByRole('heading', { name: 'The public details could not be loaded' })).toBeInTheDocument();
    expect(within(publicDetails).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(detailsOf(await section('Company register record'))).toMatchObject({ 'VAT number': 'GB999999973' });
    expect(screen.getByRole('button', { name: 'Invite supplier' })).toBeInTheDocument();
  });
});

describe('limited profile: only the overview (issue 37 item 27)', () => {
  it.each(['notes', 'compliance/goals', ''])('the sub-path "%s" of an off-platform company goes to its /overview, the query kept', async (sub) => {
    await renderApp({ route: `/supplier/${KESTREL.id}${sub ? `/${sub}` : ''}?returnUrl=%2Ffindsuppliers%2Fsource-supplier` });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${KESTREL.id}/overview?returnUrl=%2Ffindsuppliers%2Fsource-supplier`));
    expect(await screen.findByRole('heading', { level: 1, name: KESTREL.companyName })).toBeInTheDocument();
  });
});

describe('off-platform ids: one rule, case-insensitive on the source system (issue 37 item 28)', () => {
  it.each(['companieshouse-09999999', 'COMPANIESHOUSE-09999999', '09999999'])('%s opens the fixed company', async (id) => {
    await renderApp({ route: `/supplier/${id}/overview` });
    expect(await screen.findByRole('heading', { level: 1, name: KESTREL.companyName })).toBeInTheDocument();
  });

  it('a generated company opens by its own register, in any case, and not by another register with its number', async () => {
    const company = getNetwork().offPlatformCompanies.find((c) => c.countryCode === 'GB')!;
    const first = await renderApp({ route: `/supplier/companieshouse-${company.companyNumber}/overview` });
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    first.unmount();
    const second = await renderApp({ route: `/supplier/Sirene-${company.companyNumber}/overview` });
    expect(await screen.findByRole('heading', { name: 'This company could not be found' })).toBeInTheDocument();
    // Nothing to ask again: the way on is a new search (on a phone the side menu is folded away).
    await second.user.click(screen.getByRole('link', { name: 'Start a new search' }));
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
  });
});
