import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { href, navigateTo } from '@/platform/router';
import { renderApp } from '@/test/renderWithProviders';

/**
 * `npm start` serves the app inside <StrictMode> (main.tsx), where React mounts each screen twice and
 * an entry effect dispatches twice. Screens that load on entry must load all the same.
 */
describe('the app under StrictMode, as `npm start` serves it', () => {
  const unitPicker = () => screen.findByRole('button', { name: /Organisation unit$/ });

  it('opens Invite Supplier at its URL: the organisation unit picker replaces "Loading"', async () => {
    await renderApp({ route: href.invite(), strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Supplier' })).toBeInTheDocument();
    expect(await unitPicker()).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('opens Invite Supplier after an in-app navigation', async () => {
    await renderApp({ route: href.landing(), strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Source suppliers' });
    act(() => navigateTo(href.invite()));
    expect(await unitPicker()).toBeInTheDocument();
  });
});
