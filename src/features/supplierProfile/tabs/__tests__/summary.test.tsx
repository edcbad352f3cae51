import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { AWKWARD_PROFILE_IDS, failing, gbWith, goals, profile, warmUpLocationsTable } from './profileTabsKit';

beforeAll(warmUpLocationsTable, 45_000);

const route = (id: number) => `/supplier/${id}/summary`;
/** A supplier with a builders profile id and at least one SSIP scheme, found among the first ones. */
const ID = [...Array(40).keys()].map((i) => 100001 + i).find((id) => profile(id).builderProfileId && goals(id).some((g) => g.isSsip))!;
const fact = (panel: HTMLElement, label: string) => within(panel).getByText(label).nextElementSibling as HTMLElement;

describe('summary tab (spec 02 §2.4, older layout)', () => {
  it('shows the company overview with the builders profile VIEW link, You and supplier, accreditations, locations and contacts', async () => {
    await renderApp({ route: route(ID) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Company overview' });
    const record = profile(ID);
    expect(fact(panel, 'Builders profile ID')).toHaveTextContent(record.builderProfileId!);
    const view = within(panel).getByRole('link', { name: `VIEW builders profile ${record.builderProfileId}` });
    expect(view).toHaveTextContent('VIEW');
    expect(view).toHaveAttribute('href', `${testConfig().productHostUrl.replace(/\/+$/, '')}/builders-profile/${record.builderProfileId}`);
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(fact(panel, 'Public spend')).toHaveTextContent(record.publicSpend === null ? /^-$/ : `£${record.publicSpend.toLocaleString('en-GB')}`);
    const firstYear = record.historicalTurnover[0];
    expect(fact(panel, 'Historical turnover')).toHaveTextContent(`${firstYear.year}:`);
    expect(fact(panel, 'VAT number')).toHaveTextContent(record.supplier.dto.vatNumber ?? '-');
    expect(screen.getByRole('region', { name: 'You and supplier' })).toBeInTheDocument();
    const accreditations = screen.getByRole('region', { name: 'Accreditations' });
    expect(await within(accreditations).findByText(goals(ID).find((g) => g.isSsip)!.goalName)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Locations' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Company directory' })).toBeInTheDocument();
  });

  it('hides accreditations and You and supplier in the Europe variant', async () => {
    await renderApp({ route: route(ID), config: gbWith({ europeVariant: true }) });
    expect(await screen.findByRole('region', { name: 'Company overview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Accreditations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You and supplier' })).not.toBeInTheDocument();
    const headers = within(await screen.findByRole('table', { name: 'Company directory' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Phone', 'Email']);
  });

  it('a supplier without a builders profile shows "-" and no VIEW link', async () => {
    const id = [...Array(40).keys()].map((i) => 100001 + i).find((i) => profile(i).builderProfileId === null)!;
    await renderApp({ route: route(id) });
    const panel = await screen.findByRole('region', { name: 'Company overview' });
    expect(fact(panel, 'Builders profile ID')).toHaveTextContent(/^-$/);
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a failing contacts call says so in the contacts panel with Try again, and the rest stays', async () => {
    const call = failing('get', '*/mock-api/supplier/supplierdetails/:id/contacts');
    const { user } = await renderApp({ route: route(AWKWARD_PROFILE_IDS.favourite) });
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByRole('heading', { name: 'Contacts could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Company overview' })).toBeInTheDocument();
    call.heal();
    await user.click(within(contacts).getByRole('button', { name: 'Try again' }));
    expect(await within(contacts).findByRole('table', { name: 'Company directory' })).toBeInTheDocument();
  });

  it('a failing accreditations call says so with Try again', async () => {
    const call = failing('get', '*/mock-api/compliance/suppliers/:id/goals');
    const { user } = await renderApp({ route: route(ID) });
    const accreditations = await screen.findByRole('region', { name: 'Accreditations' });
    expect(await within(accreditations).findByRole('heading', { name: 'Accreditations could not be loaded' })).toBeInTheDocument();
    call.heal();
    await user.click(within(accreditations).getByRole('button', { name: 'Try again' }));
    expect(await within(accreditations).findByText(goals(ID).find((g) => g.isSsip)!.goalName)).toBeInTheDocument();
  });
});
