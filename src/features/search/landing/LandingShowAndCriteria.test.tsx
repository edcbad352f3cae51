import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { sessionStarted } from '@/platform/session';
import { getUserOrganisationUnits } from '@/services/admin/adminService';
import { LandingScreen } from './LandingScreen';
import { selectResultCount } from '../filters/filtersSelectors';

const COUNTS = '*/mock-api/search/search/counts';
const COUNT_FAILED = 'The number of results could not be counted.';
const WORK_CATEGORY_REQUIRED = 'You need to select at least one work category to search suppliers.';

const openLanding = (options: RenderOptions = {}) => renderWithProviders(<LandingScreen />, { route: '/source-supplier', ...options });
const matchCriteria = () => screen.findByRole('radiogroup', { name: 'Match criteria with' });

async function pickMastClimbers(user: UserEvent) {
  await user.type(await screen.findByRole('combobox', { name: 'Search work categories' }), 'Mast climbers');
  await user.click(await screen.findByRole('option', { name: /Mast climbers/i }));
}

async function tickCompanySize(user: UserEvent, name: string) {
  const trigger = screen.getByRole('button', { name: 'Company size' });
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
  await user.click(await screen.findByRole('checkbox', { name }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('landing: Match criteria with', () => {
  it('offers All Suppliers / Suppliers in my supply chain, and an organisation unit for the second', async () => {
    const { user, store } = await openLanding();
    // The buyer's units, as the admin service lists them (clients are configured by the render).
    const units = (await getUserOrganisationUnits()).organisations;
    expect(units.length).toBeGreaterThanOrEqual(2);
    const choice = await matchCriteria();
    expect(within(choice).getByRole('radio', { name: 'All Suppliers' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Organisation unit/ })).not.toBeInTheDocument();

    await user.click(within(choice).getByRole('radio', { name: 'Suppliers in my supply chain' }));
    const unit = await screen.findByRole('button', { name: /Organisation unit/ });
    // Choosing the type also chooses the buyer's first unit.
    await waitFor(() => expect(unit).toHaveTextContent(units[0].name));

    await user.click(unit);
    await user.click(await screen.findByRole('option', { name: units[1].name }));
    await waitFor(() => expect(unit).toHaveTextContent(units[1].name));
    expect(store.getState().searchFilters.orderedFilters[0].query).toMatchObject({ SearchType: 2, OrgUnitAccountId: units[1].accountId });
  });

  it('without a unit to choose, Show asks for the organisation unit', async () => {
    server.use(
      http.get('*/mock-api/admin/users/organisationunits', () =>
        HttpResponse.json({ isSuccess: true, organisations: [], message: null }),
      ),
    );
    const { user } = await openLanding();
    await user.click(within(await matchCriteria()).getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: /Organisation unit/ });
    expect(screen.queryByText('Choose the organisation unit whose supply chain you want to search.')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Show/ }));
    expect(await screen.findByText('Choose the organisation unit whose supply chain you want to search.')).toBeVisible();
  });

  it('is hidden when the in-my-supply-chain component is off', async () => {
    const { store } = await openLanding();
    await matchCriteria();
    const session = store.getState().session;
    const config = structuredClone(session.config!);
    config.communities.GB.components.inMySupplyChain = false;
    act(() => {
      store.dispatch(sessionStarted({ ...session, config, identity: session.identity! }));
    });
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: 'Match criteria with' })).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Search work categories' })).toBeInTheDocument();
  });

  it('is hidden for a supply-chain-only account', async () => {
    await openLanding({ persona: 'supplychain-only' });
    await screen.findByRole('combobox', { name: 'Search work categories' });
    expect(screen.queryByRole('radiogroup', { name: 'Match criteria with' })).not.toBeInTheDocument();
  });
});

describe('landing: the Show button', () => {
  it('is absent until the filters have loaded', async () => {
    server.use(
      http.get('*/mock-api/search/facets', async () => {
        await delay(600);
        // Nothing returned: the request falls through to the regular handler.
      }),
    );
    await openLanding();
    expect(await screen.findByRole('progressbar', { name: 'Loading filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Show results' })).toBeVisible();
  });

  it('reads "Show results" while a new count loads', async () => {
    const { user } = await openLanding();
    await pickMastClimbers(user);
    expect(await screen.findByRole('button', { name: 'Show (149 results)' })).toBeVisible();
    server.use(
      http.post(COUNTS, async () => {
        await delay(1000);
        return HttpResponse.json({ resultCount: 7 });
      }),
    );
    await tickCompanySize(user, 'Micro');
    expect(await screen.findByRole('button', { name: 'Show results' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Show (7 results)' })).toBeVisible();
  });

  it('reads "Show results" when the count is 0', async () => {
    server.use(http.post(COUNTS, () => HttpResponse.json({ resultCount: 0 })));
    const { user, store } = await openLanding();
    await pickMastClimbers(user);
    await waitFor(() => expect(selectResultCount(store.getState()).status).toBe('loaded'));
    expect(selectResultCount(store.getState()).data).toBe(0);
    expect(screen.getByRole('button', { name: 'Show results' })).toBeVisible();
  });

  it('says when the number could not be counted, until the next count succeeds', async () => {
    server.use(http.post(COUNTS, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openLanding();
    await pickMastClimbers(user);
    const note = await screen.findByText(COUNT_FAILED);
    expect(note).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Show results' })).toBeVisible();

    await tickCompanySize(user, 'Micro');
    expect(await screen.findByRole('button', { name: /^Show \(\d[\d,]* results\)$/ })).toBeVisible();
    expect(screen.queryByText(COUNT_FAILED)).not.toBeInTheDocument();
  });
});

describe('landing: Show without a work category', () => {
  beforeEach(() => {
    // jsdom has no layout, so no scrollIntoView to spy on: give it one.
    if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  });

  it('scrolls to the work categories group, marks it and moves focus there', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openLanding();
    await user.click(await screen.findByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    const section = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(section.id).toBe('filter-group-workCategories');
    expect(within(section).getByText(WORK_CATEGORY_REQUIRED)).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Work categories' })).toHaveFocus();
  });
});
