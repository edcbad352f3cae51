import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { currentPath, renderApp } from '@/test/renderWithProviders';

afterEach(() => {
  server.events.removeAllListeners();
});

describe('landing: a French limited buyer with free buyer access', () => {
  it('pressing Show says why the results do not open', async () => {
    const sessionWrites: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.includes('/session')) sessionWrites.push(request.url);
    });
    const { user } = await renderApp({ route: '/source-supplier', persona: 'french-limited', language: 'en' });
    await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), 'Plates-formes');
    await user.click(await screen.findByRole('option', { name: /Plates-formes sur mât/i }));
    await user.click(await screen.findByRole('button', { name: /^Show \(\d+ results\)$/ }));

    const title = await screen.findByText('Search results are not included in your access');
    const notice = screen.getAllByRole('status').find((status) => status.contains(title));
    expect(notice).toHaveTextContent(/Your free buyer access lets you find a supplier by name/);
    // Focus goes to the explanation, so a keyboard or screen-reader user is told, not left guessing. The
    // notice moves it in its effect, which React may run after the text is on screen (a busy machine).
    await waitFor(() => expect(notice?.parentElement).toHaveFocus());
    expect(currentPath()).toBe('/source-supplier');
    // No session is saved for a page the buyer cannot open.
    expect(sessionWrites).toEqual([]);
  });

  it('a full buyer pressing Show sees no such notice', async () => {
    const { user } = await renderApp({ route: '/source-supplier', language: 'en' });
    await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), 'Mast climbers');
    await user.click(await screen.findByRole('option', { name: /Mast climbers/i }));
    await user.click(await screen.findByRole('button', { name: /^Show \(\d+ results\)$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Search results' });
    expect(screen.queryByText('Search results are not included in your access')).not.toBeInTheDocument();
  });
});
