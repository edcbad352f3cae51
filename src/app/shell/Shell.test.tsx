import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { getDb } from '../../../mocks/db';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { readSavedLanguages } from '@/platform/auth/savedLanguages';
import { argsKey, selectEntry } from '@/platform/resource';
import { organisationLogo } from '@/services/logo/logoResources';
import { Shell } from './Shell';

// The shell around a stand-in screen: these tests are about the shell, not any route's content.
const renderApp = (options: RenderOptions = {}) =>
  renderWithProviders(
    <Shell>
      <h1>Stand-in screen</h1>
    </Shell>,
    options,
  );

describe('shell', () => {
  it('shows the platform menu from the claims service', async () => {
    await renderApp({ route: '/source-supplier' });
    const nav = await screen.findByRole('navigation', { name: 'Platform menu' });
    expect(await within(nav).findByRole('link', { name: 'Supply chain' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Find suppliers' })).toBeInTheDocument();
  });

  it('makes no link of a menu item whose URL is no web page (issue 34)', async () => {
    server.use(
      http.get('*/mock-api/claims/menu/:userId', () =>
        HttpResponse.json({
          items: [
            { id: 'x', label: 'Reports', url: 'javascript:alert(document.domain)', limited: true },
            { id: 'y', label: 'Downloads', url: 'data:text/html,<script>alert(1)</script>', limited: true },
            { id: 'z', label: 'Supply chain', url: '/supplychain', limited: true },
            { id: 'w', label: 'Portal', url: 'https://portal.example.com/', limited: true },
          ],
        }),
      ),
    );
    await renderApp({ route: '/source-supplier' });
    const nav = await screen.findByRole('navigation', { name: 'Platform menu' });
    expect(await within(nav).findByRole('link', { name: 'Supply chain' })).toHaveAttribute('href', '/supplychain');
    expect(within(nav).getByRole('link', { name: 'Portal' })).toHaveAttribute('href', 'https://portal.example.com/');
    expect(within(nav).queryByText('Reports')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Downloads')).not.toBeInTheDocument();
    for (const link of within(nav).getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^\s*(javascript|data):/i);
  });

  it('limits the menu when the limited-menu flag is on', async () => {
    await renderApp({ route: '/source-supplier', flags: { isLimitedMenuEnabled: true } });
    const nav = await screen.findByRole('navigation', { name: 'Platform menu' });
    expect(await within(nav).findByRole('link', { name: 'Find suppliers' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Supply chain' })).not.toBeInTheDocument();
  });

  it('hides the menu in full-page mode', async () => {
    await renderApp({ route: '/source-supplier?fullPage=true' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Platform menu' })).not.toBeInTheDocument();
  });

  it('hides the header when the platform-header flag is off', async () => {
    await renderApp({ route: '/source-supplier', flags: { isPlatformHeaderEnabled: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('does not close the sidebar on Escape, only with its toggle', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    const toggle = await screen.findByRole('button', { name: 'Collapse menu' });
    toggle.focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the impersonation banner for an impersonated session', async () => {
    await renderApp({ route: '/source-supplier', persona: 'impersonated' });
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Support Agent (Helpdesk) is impersonating Taylor Brooks');
  });

  it('has no impersonation banner otherwise', async () => {
    await renderApp({ route: '/source-supplier' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('shows the user from user settings and the logo from the logo service', async () => {
    await renderApp({ route: '/source-supplier' });
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    // The logo service's PNG, kept as a data URL by the one logo entry the profile reads too.
    expect(await screen.findByRole('img', { name: 'Organisation logo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  });

  it('shows no logo when the logo service answers an SVG, even one declared as PNG (issue 34)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    server.use(http.get('*/mock-api/logo/logo/:id', () => new HttpResponse(svg, { headers: { 'Content-Type': 'image/png' } })));
    const { store } = await renderApp({ route: '/source-supplier' });
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    // The answer has come and been refused (failures are only logged), and no image shows it.
    const logo = () => selectEntry(organisationLogo.name, argsKey({ orgAccountId: store.getState().session.identity!.orgAccountId }))(store.getState());
    await waitFor(() => expect(logo().status).toBe('error'));
    expect(screen.queryByRole('img', { name: 'Organisation logo' })).not.toBeInTheDocument();
  });

  it('switches language: stores it with PUT language and translates the UI', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    expect(await screen.findByRole('navigation', { name: 'Platform menu' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('navigation', { name: 'Menu de la plateforme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réduire le menu' })).toBeInTheDocument();
    await waitFor(() => expect(getDb().userLanguages[5001]).toBe('fr'));
    // The persona's next session (a new tab, a reload) starts in it, as a real sign-in's claims would.
    await waitFor(() => expect(readSavedLanguages(localStorage)).toEqual({ 'full-buyer': 'fr' }));
  });

  it('asks for the menu once more in a newly picked language, and shows its new words', async () => {
    const menuCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/claims/menu/')) menuCalls.push(request.headers.get('Accept-Language') ?? '');
    });
    const { user } = await renderApp({ route: '/source-supplier' });
    const nav = await screen.findByRole('navigation', { name: 'Platform menu' });
    expect(await within(nav).findByRole('link', { name: 'Find suppliers' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await within(nav).findByRole('link', { name: 'Trouver des fournisseurs' })).toBeInTheDocument();
    expect(menuCalls).toHaveLength(2);
    expect(menuCalls[1]).toMatch(/^fr/);
    server.events.removeAllListeners();
  });

  it('says a language that could not be stored was not saved, keeps the page in it, and Try again stores it', async () => {
    let refuse = true;
    server.use(
      http.put('*/mock-api/claims/users/language', () => (refuse ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    const { user } = await renderApp({ route: '/source-supplier' });
    expect(await screen.findByRole('navigation', { name: 'Platform menu' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    const title = await screen.findByText("Votre choix de langue n'a pas été enregistré");
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('la plateforme utilisera votre langue précédente');
    expect(screen.getByRole('navigation', { name: 'Menu de la plateforme' })).toBeInTheDocument();
    expect(getDb().userLanguages[5001]).not.toBe('fr');
    expect(readSavedLanguages(localStorage)).toEqual({});

    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(getDb().userLanguages[5001]).toBe('fr'));
    expect(screen.queryByText("Votre choix de langue n'a pas été enregistré")).not.toBeInTheDocument();
    expect(readSavedLanguages(localStorage)).toEqual({ 'full-buyer': 'fr' });
  });

  it('says so when the menu cannot be loaded, and keeps the page', async () => {
    server.use(http.get('*/mock-api/claims/menu/:userId', () => HttpResponse.json({}, { status: 500 })));
    await renderApp({ route: '/source-supplier' });
    expect(await screen.findByText('The menu could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stand-in screen' })).toBeInTheDocument();
  });

  it('offers "Skip to main content" as the first Tab stop; Enter moves focus into the page', async () => {
    const { user } = await renderWithProviders(
      <Shell>
        <h1>Stand-in screen</h1>
        <button type="button">Go on</button>
      </Shell>,
      { route: '/source-supplier', persona: 'impersonated' },
    );
    await screen.findByRole('region', { name: 'Impersonation' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go on' })).toHaveFocus();
  });
});
