import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { currentPath, renderWithProviders } from '@/test/renderWithProviders';
import type { FilterEntry } from '@/services/search/types';
import { MAST_CLIMBERS, storeSession } from '@/test/searchSessions';
import { browser } from '@/platform/browser';
import { FiltersScreen } from '../FiltersScreen';
import { FILTERS_ROUTE, expandGroup, openFiltersPage, pickWorkCategory } from './helpers';

const NOT_AUTHORISED = { isSuccess: false, message: 'User is not authorised to view this content' };
const COUNT_FAILED = 'The number of results could not be counted.';

const SMALL: FilterEntry = { id: 'enterpriseCategoryTypeID', isQuery: true, query: { Id: 2 }, filterCopy: { title: 'Small' } };

const basketTexts = () =>
  within(screen.getByRole('list', { name: 'Your filters' })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('filters page: a failed Apply', () => {
  it('shows the save as busy, then the server message, and keeps every chosen filter', async () => {
    // The save answers only once the busy state has been seen: no race with a fixed delay on a busy machine.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/mock-api/search/session', async () => {
        await answered;
        return HttpResponse.json({ isSuccess: false, message: 'Search service unavailable' });
      }),
    );
    const { user } = await openFiltersPage();
    await pickWorkCategory(user, 'excav', /Excavation/);
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Small' }));
    const chosen = basketTexts();
    expect(chosen).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Apply new filters/ }));
    const busy = await screen.findByRole('button', { name: /Apply new filters/ });
    await waitFor(() => expect(busy).toHaveAttribute('aria-disabled', 'true'));
    expect(within(busy).getByRole('progressbar', { name: 'Saving your search' })).toBeInTheDocument();
    answer();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your search could not be started')).toBeVisible();
    expect(within(alert).getByText('Search service unavailable')).toBeVisible();
    expect(currentPath()).toBe(FILTERS_ROUTE);
    expect(basketTexts()).toEqual(chosen);
    expect(screen.getByRole('checkbox', { name: 'Small' })).toBeChecked();
    const apply = screen.getByRole('button', { name: /Apply new filters/ });
    expect(apply).not.toHaveAttribute('aria-disabled');
    expect(within(apply).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('filters page: the saved session', () => {
  it('opened with ?sid shows the saved session\'s filters in the basket, none of them new', async () => {
    storeSession('saved-1', [MAST_CLIMBERS, SMALL]);
    await openFiltersPage({ route: `${FILTERS_ROUTE}?sid=saved-1` });
    await waitFor(() => expect(basketTexts()).toEqual(['Mast climbers', 'Small']));
    expect(within(screen.getByRole('list', { name: 'Your filters' })).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply new filters/ })).not.toBeInTheDocument();
  });

  it('says when the session could not be loaded, keeps the page, and loads it on Try again', async () => {
    storeSession('saved-2', [MAST_CLIMBERS]);
    server.use(
      http.get('*/mock-api/search/session/:sid/query', () => HttpResponse.json({ message: 'Session store offline' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await openFiltersPage({ route: `${FILTERS_ROUTE}?sid=saved-2` });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The filters of this search could not be loaded')).toBeVisible();
    expect(within(alert).getByText(/Request has failed with status code: 503 \(Session store offline\)/)).toBeVisible();
    // The page stays usable: heading, search type and filter groups are all there.
    expect(screen.getByRole('heading', { level: 1, name: 'Find suppliers' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Match my criteria' })).toBeInTheDocument();
    expect(screen.getByText('No filters chosen yet.')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(basketTexts()).toEqual(['Mast climbers']));
    expect(screen.queryByText('The filters of this search could not be loaded')).not.toBeInTheDocument();
  });
});

describe('filters page: the levels and SSIP groups', () => {
  it('say their goals call failed instead of vanishing, and come back on Try again', async () => {
    server.use(http.put('*/mock-api/goals/goals', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openFiltersPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Levels and SSIP schemes could not be loaded')).toBeVisible();
    expect(within(alert).getByText('Request has failed with status code: 500')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Levels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SSIP' })).not.toBeInTheDocument();
    // The other groups are unaffected.
    expect(screen.getByRole('button', { name: 'Company size' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Levels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SSIP' })).toBeInTheDocument();
    expect(screen.queryByText('Levels and SSIP schemes could not be loaded')).not.toBeInTheDocument();
  });
});

describe('filters page: a failed count', () => {
  it('keeps "Apply new filters", says the number could not be counted, and clears on the next count', async () => {
    server.use(http.post('*/mock-api/search/search/counts', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Micro' }));
    const note = await screen.findByText(COUNT_FAILED);
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Apply new filters' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Small' }));
    expect(await screen.findByRole('button', { name: /Apply new filters \(\d[\d,]* results\)/ })).toBeInTheDocument();
    expect(screen.queryByText(COUNT_FAILED)).not.toBeInTheDocument();
  });
});

describe('filters page: "User is not authorised to view this content"', () => {
  it('on the filters load shows the notice and leaves for the new-buyer enquiries page', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    server.use(http.get('*/mock-api/search/facets', () => HttpResponse.json(NOT_AUTHORISED, { status: 403 })));
    await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE });
    expect(await screen.findByText(/You are not authorised to view this content/)).toBeVisible();
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/contact\/new-buyer-enquiries$/));
  });

  it('on the count leaves the same way', async () => {
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    server.use(http.post('*/mock-api/search/search/counts', () => HttpResponse.json(NOT_AUTHORISED, { status: 403 })));
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Company size');
    await user.click(screen.getByRole('checkbox', { name: 'Micro' }));
    expect(await screen.findByText(/You are not authorised to view this content/)).toBeVisible();
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/contact\/new-buyer-enquiries$/));
  });
});
