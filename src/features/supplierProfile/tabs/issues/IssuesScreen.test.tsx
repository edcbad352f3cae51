import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { AWKWARD_PROFILE_IDS } from '../../../../../mocks/data/profile/awkwardProfiles';
import { renderApp } from '@/test/renderWithProviders';

const WITH_NOTICES = AWKWARD_PROFILE_IDS.consultNotices;
const route = (id: number) => `/supplier/${id}/issues`;
const UNAVAILABLE = 'The submissions status report is unavailable right now. The consult notices above are up to date.';

// The tab's lazy chunk, warmed once so the first test does not spend its wait on a cold import.
beforeAll(async () => {
  await import('./IssuesScreen');
});

describe('Issues tab (spec 02 §2.13)', () => {
  it('shows "Consult Notices (3)" expanded, with Status, Type of notice, Start date, Details; SHOW/HIDE toggles the notes row', async () => {
    const { user } = await renderApp({ route: route(WITH_NOTICES) });
    const trigger = await screen.findByRole('button', { name: 'Consult Notices (3)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Consult notices' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Type of notice', 'Start date', 'Details']);
    const show = within(table).getAllByRole('button', { name: /^Show notes of/ })[0];
    expect(show).toHaveTextContent('SHOW');
    await user.click(show);
    expect(await within(table).findByText('Notes:')).toBeInTheDocument();
    const hide = within(table).getByRole('button', { name: /^Hide notes of/ });
    expect(hide).toHaveTextContent('HIDE');
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(table).queryByText('Notes:')).not.toBeInTheDocument();
  });

  it('opens a notice in a detail modal', async () => {
    const { user } = await renderApp({ route: route(WITH_NOTICES) });
    const table = await screen.findByRole('table', { name: 'Consult notices' });
    await user.click(within(table).getAllByRole('button', { name: /^Show notes of/ })[0]);
    await user.click(within(table).getByRole('button', { name: 'View notice' }));
    const modal = await screen.findByRole('dialog', { name: /^Consult notice: / });
    expect(within(modal).getByText('Notes:')).toBeInTheDocument();
    expect(within(modal).getByText('Open')).toBeInTheDocument();
  });

  it('starts collapsed when there are no notices', async () => {
    await renderApp({ route: route(AWKWARD_PROFILE_IDS.favourite) });
    const trigger = await screen.findByRole('button', { name: 'Consult Notices (0)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the report token cannot be had, says the report is unavailable and the notices stay usable', async () => {
    server.use(http.get('*/mock-api/analytics/powerbi/supplierissuetoken/:id', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user } = await renderApp({ route: route(WITH_NOTICES) });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Consult notices' });
    await user.click(within(table).getAllByRole('button', { name: /^Show notes of/ })[0]);
    expect(await within(table).findByText('Notes:')).toBeInTheDocument();
  });

  it('a token that no report service accepts (the mock platform) ends in the unavailable message, never an empty frame', async () => {
    await renderApp({ route: route(WITH_NOTICES) });
    expect(await screen.findByRole('heading', { name: 'Submissions status' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument(), { timeout: 15000 });
    expect(document.querySelector('iframe')).toBeNull();
  }, 30000);

  it('says the report is unavailable as soon as the connection drops while it loads, not after the embed gives up', async () => {
    await renderApp({ route: route(WITH_NOTICES), language: 'fr' });
    expect(await screen.findByRole('progressbar', { name: "Chargement du rapport sur l'état des soumissions" })).toBeInTheDocument();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      // At once, as the browser says so: not when the embed's own REPORT_LOAD_TIMEOUT_MS (8 s) gives up.
      expect(screen.getByText(
        "Le rapport sur l'état des soumissions est indisponible pour le moment. Les avis de consultation ci-dessus sont à jour.",
      )).toBeInTheDocument();
      expect(screen.queryByRole('progressbar', { name: "Chargement du rapport sur l'état des soumissions" })).not.toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });

  it('a notices load failure says so with Try again rather than showing none', async () => {
    let fail = true;
    server.use(http.get('*/mock-api/supplier/ConsultNotices/entity/:id', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: route(WITH_NOTICES) });
    expect(await screen.findByText('Consult notices could not be loaded (Request has failed with status code: 500).')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Consult Notices (3)' })).toBeInTheDocument();
  });
});
