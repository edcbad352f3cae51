import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { expandGroup, openFiltersPage } from './helpers';

const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
});
afterEach(() => {
  requests.length = 0;
});
const callsTo = (fragment: string) => requests.filter((r) => r.includes(fragment));

describe('search type', () => {
  it('offers the two types, choosing supply chain selects a unit and loads its supply chain', async () => {
    const { user } = await openFiltersPage();
    const choice = screen.getByRole('radiogroup', { name: 'Match my criteria' });
    expect(within(choice).getByRole('radio', { name: 'All Suppliers' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Suppliers in my supply chain' }));
    const unit = await screen.findByRole('button', { name: /Organisation unit/ });
    await waitFor(() => expect(unit).toHaveTextContent(/\w/));
    expect(await screen.findByRole('button', { name: 'Supply chain' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/supplychain/default?orgUnitId=')).toHaveLength(1));
    expect(callsTo('/ListGrouping')).toHaveLength(1);
  });

  it("without supplychain:access, the facets never name the unit (its segments are that unit's supply-chain data)", async () => {
    const { user } = await openFiltersPage({ withoutPermissions: ['supplychain:access'] });
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    const unit = await screen.findByRole('button', { name: /Organisation unit/ });
    await waitFor(() => expect(unit).toHaveTextContent(/Northbridge/));
    // The unit is chosen and its supply chain asked for: the platform refuses it (once retried, spec 01 §8) and the choice says so.
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry you don't have permission to view the supplychain in this session");
    expect(callsTo('/supplychain/default?orgUnitId=')).toHaveLength(2);
    expect(callsTo('/search/facets').length).toBeGreaterThan(0);
    expect(callsTo('/search/facets?orgUnitId=')).toEqual([]);
    // The filters the buyer may use stay on screen.
    expect(screen.getByRole('button', { name: 'Company size' })).toBeInTheDocument();
  });

  it('with supplychain:access, the facets are the chosen unit\'s', async () => {
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await waitFor(() => expect(callsTo('/search/facets?orgUnitId=')).toHaveLength(1));
  });

  it('resets goal (level) filters when the search type changes', async () => {
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Levels');
    await user.click(await screen.findByRole('checkbox', { name: 'Bronze' }));
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Bronze')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your filters' })).not.toBeInTheDocument());
    expect(screen.getByText('No filters chosen yet.')).toBeInTheDocument();
  });

  it('resets supply-chain filters when switching back to all suppliers, and hides their groups', async () => {
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain' });
    await expandGroup(user, 'Supply chain');
    const segments = await screen.findByRole('group', { name: 'Segments' });
    const first = within(segments).getAllByRole('checkbox')[0];
    await user.click(first);
    expect(screen.getByRole('list', { name: 'Your filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All Suppliers' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your filters' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Supply chain' })).not.toBeInTheDocument();
  });

  it('forces a supply-chain-only account into supply-chain search without the choice', async () => {
    const { store } = await openFiltersPage({ persona: 'supplychain-only' });
    expect(screen.queryByRole('radiogroup', { name: 'Match my criteria' })).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().searchFilters.orderedFilters[0].query).toMatchObject({ SearchType: 2 }));
    await waitFor(() => expect((store.getState().searchFilters.orderedFilters[0].query as { OrgUnitAccountId: number }).OrgUnitAccountId).toEqual(expect.any(Number)));
    // Supply-chain filters are hidden in a supply-chain-only configuration (spec 01 §6).
    expect(screen.queryByRole('button', { name: 'Supply chain' })).not.toBeInTheDocument();
  });

  it('retries the default supply chain once after a 403 and then shows its segments', async () => {
    server.use(http.get('*/mock-api/supplyChain/supplychain/default', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }), { once: true }));
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain' });
    await expandGroup(user, 'Supply chain');
    expect(await screen.findByRole('group', { name: 'Segments' })).toBeInTheDocument();
    expect(callsTo('/supplychain/default')).toHaveLength(2);
  });

  it('stops after one retry and says the buyer may not view the supply chain', async () => {
    server.use(http.get('*/mock-api/supplyChain/supplychain/default', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    expect(
      (await screen.findAllByText("Sorry you don't have permission to view the supplychain in this session")).length,
    ).toBeGreaterThan(0);
    expect(callsTo('/supplychain/default')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Find suppliers' })).toBeInTheDocument();
  });
});
