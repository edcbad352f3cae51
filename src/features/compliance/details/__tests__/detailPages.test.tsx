import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishName } from '../../../../../mocks/data/compliance/detailReferenceData';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { navigateTo } from '@/platform/router';
import { languagePicked } from '@/platform/session';
import { insurancesOf } from '../../../../../mocks/data/profile/profileRecords';
import { supplierProfile } from '../../../../../mocks/handlers/profileState';
import type { DetailKind } from '@/platform/router';
import { FLAGS, REQUIREMENT, SUPPLIER, detailRoute, servedRecord, valueOf } from './detailKit';

const ID = 4242;

/** Each kind's page: its heading, the fact that names the record, and whether it has Back (spec 03 §2). */
const PAGES: [DetailKind, string, string, (id: number) => string, boolean][] = [
  ['insurance', 'Insurance', 'Insurer', (id) => servedRecord('insurance', id).insurerName, false],
  ['relatedCompany', 'Related company', 'Company name', (id) => servedRecord('relatedCompany', id).name, false],
  ['branchOffice', 'Branch office', 'Office name', (id) => servedRecord('branchOffice', id).name, true],
  ['director', 'Director or partner', 'Name', (id) => `${servedRecord('director', id).firstName} ${servedRecord('director', id).lastName}`, true],
  ['tradeProfessional', 'Trade professional', 'Trade', (id) => servedRecord('tradeProfessional', id).trade, false],
  ['ssipCertificate', 'SSIP certificate', 'Scheme', (id) => servedRecord('ssipCertificate', id).schemeName, false],
  ['licenceAccreditation', 'Licence or accreditation', 'Licence or accreditation', (id) => servedRecord('licenceAccreditation', id).name, false],
  ['trade', 'Data-sharing trade', 'Trade', (id) => servedRecord('trade', id).tradeName, true],
];

describe('requirement detail pages', () => {
  it.each(PAGES)('%s: opens by its address with its record, Close to the requirement, Back only where the spec says', async (kind, heading, label, expected, hasBack) => {
    await renderApp({ route: detailRoute(kind, ID), flags: FLAGS });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(await valueOf(label)).toBe(expected(ID));
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', REQUIREMENT);
    if (hasBack) expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('names reference ids: insurance type, relationship, company type, title, position and country', async () => {
    const insurance = servedRecord('insurance', ID);
    await renderApp({ route: detailRoute('insurance', ID), flags: FLAGS });
    expect(await valueOf('Insurance type')).toBe(englishName('insuranceType', insurance.insuranceTypeId as number));
    await act(async () => navigateTo(detailRoute('relatedCompany', 12)));
    const company = servedRecord('relatedCompany', 12);
    expect(await valueOf('Relationship')).toBe(englishName('relatedCompanyType', company.relatedCompanyTypeId as number));
    await act(async () => navigateTo(detailRoute('director', 3)));
    const director = servedRecord('director', 3);
    await screen.findByRole('heading', { level: 2, name: 'Director or partner' });
    expect(await valueOf('Position')).toBe(englishName('personPosition', director.positionId as number));
    if (director.titleId) expect(await valueOf('Title')).toBe(englishName('personTitle', director.titleId));
    if (director.address?.countryId) expect(await valueOf('Address')).toMatch(new RegExp(`${englishName('locationCountry', director.address.countryId)}$`));
  });

  it('Close returns to the requirement it was opened under (with a level too)', async () => {
    const base = `/supplier/${SUPPLIER}/compliance/12/requirement/7`;
    const { user } = await renderApp({ route: detailRoute('ssipCertificate', ID, base), flags: FLAGS });
    await user.click(await screen.findByRole('link', { name: 'Close' }));
    expect(currentPath()).toBe(base);
  });

  it('Back goes to the page before; opened directly it goes to the requirement', async () => {
    const { user } = await renderApp({ route: detailRoute('branchOffice', ID), flags: FLAGS });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe(REQUIREMENT);

    await act(async () => navigateTo(detailRoute('relatedCompany', ID)));
    await act(async () => navigateTo(detailRoute('director', ID)));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe(detailRoute('relatedCompany', ID));
  });

  it('takes focus on its heading when opened from another page, not when opened directly', async () => {
    await renderApp({ route: detailRoute('insurance', ID), flags: FLAGS });
    const first = await screen.findByRole('heading', { level: 2, name: 'Insurance' });
    expect(first).not.toHaveFocus();
    await act(async () => navigateTo(detailRoute('tradeProfessional', ID)));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trade professional' })).toHaveFocus();
  });

  it('an address under the requirement that is no detail page says so, with Close', async () => {
    await renderApp({ route: `${REQUIREMENT}/nonsense/3`, flags: FLAGS });
    expect(await screen.findByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no detail page at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', REQUIREMENT);
  });

  it('speaks the buyer’s language: headings, labels and reference names', async () => {
    const insurance = servedRecord('insurance', ID);
    await renderApp({ route: detailRoute('insurance', ID), flags: FLAGS, language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Assurance' })).toBeInTheDocument();
    const french: Record<number, string> = { 1: 'Responsabilité civile employeur', 2: 'Responsabilité civile', 3: 'Responsabilité civile professionnelle', 4: 'Tous risques chantier', 5: 'Responsabilité du fait des produits' };
    expect(await valueOf('Type d’assurance')).toBe(french[insurance.insuranceTypeId as number]);
    expect(screen.getByRole('link', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('a language picked on the page names the ids again in that language', async () => {
    const insurance = servedRecord('insurance', ID);
    const { store } = await renderApp({ route: detailRoute('insurance', ID), flags: FLAGS });
    expect(await valueOf('Insurance type')).toBe(englishName('insuranceType', insurance.insuranceTypeId as number));
    await act(async () => store.dispatch(languagePicked('nl')));
    const dutch: Record<number, string> = { 1: 'Werkgeversaansprakelijkheid', 2: 'Aansprakelijkheid jegens derden', 3: 'Beroepsaansprakelijkheid', 4: 'Construction all risks', 5: 'Productaansprakelijkheid' };
    expect(await screen.findByText(dutch[insurance.insuranceTypeId as number], { selector: 'dd' })).toBeInTheDocument();
  });

  it('an insurance of the supplier’s requirement 28 answer opens with the same type and expiry the answer lists', async () => {
    const listed = insurancesOf(supplierProfile(SUPPLIER)!)[0];
    expect(listed).toBeDefined();
    await renderApp({ route: detailRoute('insurance', listed.id), flags: FLAGS });
    expect(await valueOf('Insurance type')).toBe(listed.insuranceType.name);
    const [year, month, day] = (listed.expiryDate as string).split('-');
    expect(await valueOf('Expiry date')).toBe(`${day}/${month}/${year}`);
  });
});
