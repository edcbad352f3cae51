import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ComplianceFeatureGate } from '../../ComplianceFeatureGate';
import { BuyerConnectionsWidget } from '../BuyerConnectionsWidget';
import { AWKWARD_CONNECTION_IDS, connectionsOf, warmUpConnections } from './connectionsKit';

const MANY = AWKWARD_CONNECTION_IDS.manyConnections;

function renderWidget() {
  return renderWithProviders(
    <ComplianceFeatureGate><BuyerConnectionsWidget supplierId={MANY} /></ComplianceFeatureGate>,
    { route: `/supplier/${MANY}/compliance`, path: '/supplier/:supplierId' },
  );
}

const shownNames = async () => {
  const table = await screen.findByRole('table', { name: 'Buyer connections' });
  return within(table).getAllByRole('row').slice(1).map((r) => within(r).getByRole('rowheader').querySelector('strong')?.textContent);
};

beforeAll(warmUpConnections, 45_000);

describe('Buyer Connections widget (spec 03 §2, §9: filters all, by organisation unit, by type)', () => {
  it('shows every connection under All, with how many are verified', async () => {
    const all = connectionsOf(MANY);
    await renderWidget();
    expect(await screen.findByRole('heading', { level: 3, name: 'Buyer Connections' })).toBeInTheDocument();
    expect(await shownNames()).toEqual(all.map((c) => c.groupingName));
    expect(screen.getByText(`${all.filter((c) => c.isVerified).length} of ${all.length} verified`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
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
