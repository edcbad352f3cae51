import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { navigateTo } from '@/platform/router';
import { renderApp } from '@/test/renderWithProviders';

describe('focus after a navigation', () => {
  it('moves to the new page heading, which takes focus by script only', async () => {
    await renderApp({ route: '/supplier/1/overview' });
    const first = await screen.findByRole('heading', { level: 1, name: 'Supplier details' });
    expect(first).not.toHaveFocus();
    act(() => navigateTo('/source-supplier/search-filters'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Find suppliers' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a lazy screen to show its heading', async () => {
    await renderApp({ route: '/source-supplier/search-filters' });
    await screen.findByRole('heading', { level: 1, name: 'Find suppliers' });
    act(() => navigateTo('/source-supplier'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Source suppliers' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone on the first load, a redirect of the entry URL included', async () => {
    await renderApp({ route: '/no/such/page' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Source suppliers' });
    await screen.findByRole('combobox', { name: 'Search work categories' });
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('leaves focus where it is when only the query changes (sort, page)', async () => {
    await renderApp({ route: '/source-supplier/search-filters' });
    const input = await screen.findByRole('combobox', { name: 'Search work categories' });
    act(() => input.focus());
    act(() => navigateTo('/source-supplier/search-filters?from=results'));
    await screen.findByRole('heading', { level: 1, name: 'Find suppliers' });
    expect(input).toHaveFocus();
  });
});
