import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { allMembers, allSegments, getSearchIndex } from '../../../../mocks/db';
import { currentPath, renderWithProviders } from '@/test/renderWithProviders';
import { LandingScreen } from '../landing/LandingScreen';

/*
 * Issue 19 item 2: spec 01 §5's "supply-chain search box" lives in in-my-supply-chain mode on the
 * landing: it finds a supplier of the chosen unit's supply chain (POST /quicksearch with the unit),
 * from 3 characters.
 */

const BOX = 'Find a supplier in this supply chain';
const openLanding = () => renderWithProviders(<LandingScreen />, { route: '/source-supplier' });

/** The suppliers in a unit's supply chain whose name holds `text`, from the mock platform's own data. */
function inSupplyChain(orgUnitId: number, text: string) {
  const segments = new Set(allSegments().filter((s) => s.orgUnitAccountId === orgUnitId).map((s) => s.id));
  const members = new Set(allMembers().filter((m) => segments.has(m.segmentId)).map((m) => m.entityId));
  return getSearchIndex()
    .suppliers.map((s) => s.dto)
    .filter((dto) => members.has(dto.entityID) && dto.name.toLowerCase().includes(text));
}
const namesInSupplyChain = (orgUnitId: number, text: string) => inSupplyChain(orgUnitId, text).map((dto) => dto.name);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function recordQuickSearches() {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/quicksearch')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function chooseSupplyChainMode(user: Awaited<ReturnType<typeof openLanding>>['user']) {
  const choice = await screen.findByRole('radiogroup', { name: 'Match criteria with' });
  await user.click(within(choice).getByRole('radio', { name: 'Suppliers in my supply chain' }));
  return screen.findByRole('combobox', { name: BOX });
}

afterEach(() => server.events.removeAllListeners());

describe('the supply-chain quick search box', () => {
  it('is not offered when searching all suppliers', async () => {
    await openLanding();
    await screen.findByRole('radiogroup', { name: 'Match criteria with' });
    expect(screen.queryByRole('combobox', { name: BOX })).not.toBeInTheDocument();
  });

  it('finds only suppliers of the chosen unit’s supply chain, from 3 characters', async () => {
    const bodies = recordQuickSearches();
    const { user } = await openLanding();
    const box = await chooseSupplyChainMode(user);
    await user.type(box, 'ro');
    expect(screen.getByText('Type 3 or more characters to search.')).toBeVisible();
    expect(box).not.toHaveAttribute('aria-busy');
    await user.type(box, 'of');
    const expected = namesInSupplyChain(2001, 'roof');
    // The whole network has many more roofers than this supply chain: the scope is what limits the list.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(40);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(expected.length));
    const shown = screen.getAllByRole('option').map((option) => within(option).getByText(/roof/i).textContent);
    expect(shown.sort()).toEqual([...expected].sort());
    expect(bodies).toEqual([{ QueryText: 'roof', Paging: { Page: 1, PageSize: 40 }, OrgUnitAccountId: 2001 }]);
  });

  it('asks again of the new unit when the buyer picks another one', async () => {
    const bodies = recordQuickSearches();
    const { user } = await openLanding();
    const box = await chooseSupplyChainMode(user);
    await user.type(box, 'roof');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Organisation unit/ }));
    const units = await screen.findAllByRole('option');
    await user.click(units[1]);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ QueryText: 'roof', OrgUnitAccountId: 2002 }));
    expect(box).toHaveValue('roof');
  });

  it('choosing a supplier opens its profile', async () => {
    const { user } = await openLanding();
    const box = await chooseSupplyChainMode(user);
    const [supplier] = inSupplyChain(2001, 'roof');
    await user.type(box, supplier.name);
    await user.click((await screen.findAllByRole('option', { name: new RegExp(`^${escaped(supplier.name)}`) }))[0]);
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${supplier.entityID}`));
  });
});
