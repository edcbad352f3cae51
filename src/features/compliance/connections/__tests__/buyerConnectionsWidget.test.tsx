import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ComplianceFeatureGate } from '../../ComplianceFeatureGate';
import { BuyerConnectionsWidget } from '../BuyerConnectionsWidget';
import { AWKWARD_CONNECTION_IDS, BUYER_CONNECTIONS, connectionsOf, warmUpConnections } from './connectionsKit';

const MANY = AWKWARD_CONNECTION_IDS.manyConnections;

/** The widget as the dashboard shows it, its detail opened (or laid out by the print mode). */
async function renderWidget(query = '') {
  const rendered = await renderWithProviders(
    <ComplianceFeatureGate><BuyerConnectionsWidget supplierId={MANY} /></ComplianceFeatureGate>,
    { route: `/supplier/${MANY}/compliance${query}`, path: '/supplier/:supplierId' },
  );
  if (!query) await rendered.user.click(await screen.findByRole('button', { name: 'Show Buyer Connections detail' }));
  return rendered;
}

const shownNames = async () => {
  const table = await screen.findByRole('table', { name: 'Buyer connections' });
  return within(table).getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').querySelector('strong')?.textContent);
};

beforeAll(warmUpConnections, 45_000);

describe('Buyer Connections widget (spec 03 §2, §9: filters all, by organisation unit, by type)', () => {
  it('says how many connections are verified and expands to every connection under All', async () => {
    const all = connectionsOf(MANY);
    const { user } = await renderWithProviders(
      <ComplianceFeatureGate><BuyerConnectionsWidget supplierId={MANY} /></ComplianceFeatureGate>,
      { route: `/supplier/${MANY}/compliance`, path: '/supplier/:supplierId' },
    );
    const widget = await screen.findByRole('region', { name: 'Buyer Connections' });
    expect(await within(widget).findByText(`${all.filter((c) => c.isVerified).length} of ${all.length} verified`)).toBeInTheDocument();
    expect(within(widget).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(widget).getByRole('button', { name: 'Show Buyer Connections detail' }));
    expect(await shownNames()).toEqual(all.map((c) => c.groupingName));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('shows each buyer connection’s fields: name with its unit, type, organisation, policy name, status (spec 03 §3)', async () => {
    const all = connectionsOf(MANY);
    await renderWidget();
    const table = await screen.findByRole('table', { name: 'Buyer connections' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Verified', 'Connection', 'Type', 'Organisation', 'Policy', 'Status', 'View']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(all.length);
    all.forEach((c, i) => {
      expect(within(rows[i]).getByRole('rowheader')).toHaveTextContent(`${c.connectionName}${c.orgUnitName}`);
      expect(rows[i]).toHaveTextContent(c.organisation);
      expect(rows[i]).toHaveTextContent(c.policyName ?? 'No policy');
    });
    expect(all.some((c) => c.policyName === 'Station works: principal contractor')).toBe(true);
    expect(all.some((c) => c.policyName === null)).toBe(true);
    expect(all[0].organisation).not.toBe('');
  });

  it('a reply in the item variant only still shows: the buyer fields come from it', async () => {
    server.use(http.get(BUYER_CONNECTIONS, () => HttpResponse.json({ connections: [{
      groupingId: 7, groupingName: 'Harbour works', groupingType: 'Segment', orgUnitName: 'Northbridge North',
      containerName: 'Northbridge supply chain', isVerified: false, goalId: null, compliancePolicyId: null,
    }] })));
    await renderWidget();
    const table = await screen.findByRole('table', { name: 'Buyer connections' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Harbour worksNorthbridge North');
    for (const text of ['Northbridge supply chain', 'No policy', 'Not verified']) expect(row).toHaveTextContent(text);
  });

  it('the print mode lays the detail out without the toggle', async () => {
    await renderWidget('?print=true');
    expect(await shownNames()).toHaveLength(connectionsOf(MANY).length);
    expect(screen.queryByRole('button', { name: 'Show Buyer Connections detail' })).not.toBeInTheDocument();
  });

  it('by organisation unit: one unit at a time, the first in order until another is chosen', async () => {
    const all = connectionsOf(MANY);
    const { user } = await renderWidget();
    await shownNames();
    await user.click(screen.getByRole('radio', { name: 'By organisation unit' }));
    const units = [...new Set(all.map((c) => c.orgUnitName))].sort((a, b) => a.localeCompare(b));
    expect(units.length).toBeGreaterThan(1);
    expect(await shownNames()).toEqual(all.filter((c) => c.orgUnitName === units[0]).map((c) => c.groupingName));
    await user.click(screen.getByRole('button', { name: /Organisation unit/ }));
    await user.click(await screen.findByRole('option', { name: units[1] }));
    expect(await shownNames()).toEqual(all.filter((c) => c.orgUnitName === units[1]).map((c) => c.groupingName));
  });

  it('by type: the chosen type’s connections only; All shows every one again', async () => {
    const all = connectionsOf(MANY);
    const { user } = await renderWidget();
    await shownNames();
    await user.click(screen.getByRole('radio', { name: 'By type' }));
    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Project' }));
    const projects = all.filter((c) => c.groupingType === 'Project');
    expect(projects.length).toBeGreaterThan(1);
    expect(await shownNames()).toEqual(projects.map((c) => c.groupingName));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await shownNames()).toHaveLength(all.length);
  });
});
