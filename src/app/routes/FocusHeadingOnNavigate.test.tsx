import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { navigateTo } from '@/platform/router';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { profileTabBar } from '@/test/profileTabBar';

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

  it("moves to the heading on Back, away from the tab the buyer clicked before (it no longer says where they are)", async () => {
    const { user } = await renderApp({ route: '/supplier/100001/overview' });
    const heading = await screen.findByRole('heading', { level: 1, name: "O'Brien & Sons Civil Engineering Ltd" });
    await user.click(within(await profileTabBar()).getByRole('tab', { name: 'Notes' }));
    await waitFor(() => expect(currentPath()).toBe('/supplier/100001/notes'));
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    // The browser's Back button (the router's history, one step back).
    act(() => navigateTo(-1 as unknown as string));
    await waitFor(() => expect(currentPath()).toBe('/supplier/100001/overview'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
