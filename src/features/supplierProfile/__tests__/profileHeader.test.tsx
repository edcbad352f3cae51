import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { browser } from '@/platform/browser';
import { currentPath } from '@/test/renderWithProviders';
import { navigateTo } from '@/platform/router';
import { PRINT_DIALOG_DELAY_MS } from '../print/printDelay';
import { FAVOURITE, openProfile, pickMenuItem } from './profileTestKit';
import { organisationLogo } from '@/services/logo/logoResources';
import { argsKey, selectEntry } from '@/platform/resource';
import { supplierDetails } from '@/services/supplier/supplierResources';
import type { SupplierDetailsDto } from '@/services/supplier/types';

const NOT_FAVOURITE = { id: 100012, name: 'Ashworth Joinery Ltd' };

afterEach(() => vi.restoreAllMocks());

describe('profile header (spec 02 §2.5)', () => {
  it('shows the trade name, location, references, company number and logo', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name);
    expect(await screen.findByText(FAVOURITE.reference)).toBeInTheDocument();
    expect(screen.getByText('Your reference')).toBeInTheDocument();
    expect(screen.getByText(FAVOURITE.customerReferenceNumber)).toBeInTheDocument();
    expect(screen.getByText('Companies House number')).toBeInTheDocument();
    expect(screen.getByText('Liverpool', { exact: false })).toBeInTheDocument();
    // No logoURL: the logo service's image, a raster one (issue 34).
    expect(await screen.findByRole('img', { name: `${FAVOURITE.name} logo` })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  });

  it('shows no logo the logo service answers as SVG, even declared as PNG (issue 34)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    server.use(http.get('*/mock-api/logo/logo/:id', () => new HttpResponse(svg, { headers: { 'Content-Type': 'image/png' } })));
    const { store } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    // The answer has come and been refused; the frame stays empty.
    // The logo is asked for by the supplier's organisation account.
    const orgAccountId = (selectEntry(supplierDetails.name, argsKey({ supplierId: FAVOURITE.id }))(store.getState() as never).data as SupplierDetailsDto | null)?.orgAccountId;
    await waitFor(() => expect(selectEntry(organisationLogo.name, argsKey({ orgAccountId }))(store.getState() as never).status).toBe('error'));
    expect(screen.queryByRole('img', { name: `${FAVOURITE.name} logo` })).not.toBeInTheDocument();
  });

  it('favourite: the star changes at once, a toast confirms, and it persists', async () => {
    const { user } = await openProfile(NOT_FAVOURITE.id, NOT_FAVOURITE.name);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(`${NOT_FAVOURITE.name} added to your favourites`)).toBeInTheDocument();
    await user.click(star);
    expect(await screen.findByText(`${NOT_FAVOURITE.name} removed from your favourites`)).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('favourite: a failed call puts the star back and says so', async () => {
    server.use(http.delete('*/mock-api/supplyChain/favourites/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('Your favourites could not be updated. Please try again.')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('Add to supply chain opens the shared dialog for this supplier', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await user.click(screen.getByRole('button', { name: 'Add to supply chain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to supply chain' });
    expect(within(dialog).getByText(FAVOURITE.name, { exact: false })).toBeInTheDocument();
  });

  it('the back link follows src on this host without a page load', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, {
      sub: `notes?src=${encodeURIComponent(`${window.location.origin}/findsuppliers/source-supplier/search-filters`)}`,
    });
    await user.click(screen.getByRole('link', { name: 'Back to previous page' }));
    await waitFor(() => expect(currentPath()).toBe('/source-supplier/search-filters'));
  });

  it('a src or returnUrl on another host is not followed: Back goes to the default route', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, {
      sub: `notes?returnUrl=${encodeURIComponent('https://evil.example/phish')}&src=${encodeURIComponent('//evil.example/x')}`,
    });
    await user.click(screen.getByRole('link', { name: 'Back to previous page' }));
    expect(leave).not.toHaveBeenCalled();
    // History back could be the page that planted the address (spec 02 §2: the default route).
    expect(back).not.toHaveBeenCalled();
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
  });

  it('a src on this host but another port is refused: Back stays in the app, on the default route (issue 34)', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    const { protocol, hostname, port } = window.location;
    const otherPort = String((Number(port) || (protocol === 'https:' ? 443 : 80)) + 1);
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, {
      sub: `overview?src=${encodeURIComponent(`${protocol}//${hostname}:${otherPort}/phish`)}`,
    });
    await user.click(screen.getByRole('link', { name: 'Back to previous page' }));
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(currentPath()).toBe('/source-supplier'));
  });

  it('with no return address Back goes to the previous page', async () => {
    const back = vi.spyOn(browser, 'back').mockImplementation(() => undefined);
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await user.click(screen.getByRole('link', { name: 'Back to previous page' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+P opens the print view, then the print dialog after the delay', async () => {
    const print = vi.spyOn(browser, 'print').mockImplementation(() => undefined);
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    const started = Date.now();
    await user.keyboard('{Control>}p{/Control}');
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${FAVOURITE.id}/print`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Areas of Operation' })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(PRINT_DIALOG_DELAY_MS - 50);
  });
});

describe('print view (spec 02 §2.6)', () => {
  it('shows the report date, summary, compliance, areas of operation with currency, insurances and COVID-19', async () => {
    await openProfile(FAVOURITE.id, FAVOURITE.name, { sub: 'print' });
    expect(screen.getByText(/^Report date: \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    for (const heading of ['Summary', 'Compliance', 'Areas of Operation', 'Insurances', 'COVID-19']) {
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    // Turnover in the community's currency, as on the overview.
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText(/^£[\d,]+$|^-$/)).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Areas of Operation' });
    await waitFor(() => expect(within(areas).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(areas).getAllByText(/^£[\d,]+$|^-$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Close print view' })).toHaveAttribute('href', `/supplier/${FAVOURITE.id}`);
    expect(screen.queryByRole('tablist', { name: 'Supplier profile' })).not.toBeInTheDocument();
  });

  it('says "No areas of operation information available" and "No insurance information available" when they fail', async () => {
    server.use(http.get('*/mock-api/requirement/:req/entity/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openProfile(FAVOURITE.id, FAVOURITE.name, { sub: 'print' });
    expect(await screen.findByText('No areas of operation information available')).toBeInTheDocument();
    expect(await screen.findByText('No insurance information available')).toBeInTheDocument();
  });

  it('says "No areas of operation information found" when there are none', async () => {
    server.use(
      http.get('*/mock-api/requirement/24/entity/:id', () =>
        HttpResponse.json({ requirement: { id: 24, name: 'Areas', questions: [{ id: 1, answer: [] }] } }),
      ),
    );
    await openProfile(FAVOURITE.id, FAVOURITE.name, { sub: 'print' });
    expect(await screen.findByText('No areas of operation information found')).toBeInTheDocument();
  });

  it('Print opens the print dialog at once', async () => {
    const print = vi.spyOn(browser, 'print').mockImplementation(() => undefined);
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name, { sub: 'print' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('Print profile in the menu goes to the print view', async () => {
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Print profile');
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${FAVOURITE.id}/print`));
    act(() => undefined);
  });
});

describe('profile frame: the header renders in slices (issue 39)', () => {
  it('never shows a supplier’s header under another supplier’s address while that one loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The next supplier's details wait until the test lets them through (then the usual handler answers).
    server.use(http.get(`*/mock-api/supplier/supplierdetails/${NOT_FAVOURITE.id}`, () => held.then(() => undefined)));
    await openProfile(FAVOURITE.id, FAVOURITE.name);
    act(() => navigateTo(`/supplier/${NOT_FAVOURITE.id}/notes`));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${NOT_FAVOURITE.id}/notes`));
    expect(await screen.findByRole('progressbar', { name: 'Loading supplier profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: FAVOURITE.name })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FAVOURITE.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: FAVOURITE.name })).not.toBeInTheDocument();
  });
});
