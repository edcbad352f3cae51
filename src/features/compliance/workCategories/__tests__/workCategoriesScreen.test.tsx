import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { AWKWARD_COMPLIANCE_IDS } from '../../../../../mocks/data/compliance/awkwardCompliance';
import { currentPath, renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { ComplianceFeatureGate } from '../../ComplianceFeatureGate';
import { WorkCategoryScreen } from '../WorkCategoryScreen';
import { FOUR, SUPPLIER, serveProductServices, serveWorkCategories, workCategory } from './workCategoryFixtures';

const open = (options: Parameters<typeof renderApp>[0] = {}) =>
  renderApp({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories`, ...options });

const table = () => screen.findByRole('table', { name: 'Work categories' });
/**
 * The rows as they are now: waitFor retries it. (A find inside waitFor would
 * spend the whole wait on its own first attempt on a cold page, leaving waitFor no second one.)
 */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Work categories' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Work Categories tab (spec 02 §2.3, §4; spec 03 §4–§5)', () => {
  it('Total and With issues switch the list; the choice is kept in the URL', async () => {
    server.use(serveWorkCategories(FOUR));
    const { user } = await open();
    await waitFor(() => expect(rowNames()).toEqual(['Slate roofing', 'Lead sheet work', 'Asbestos surveys', 'Scaffolding']));
    const total = screen.getByRole('button', { name: 'Total 4' });
    expect(total).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'With issues 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['Slate roofing', 'Lead sheet work', 'Asbestos surveys']));
    expect(currentPath()).toContain('tile=issues');
    expect(screen.getByRole('button', { name: 'With issues 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('"Expired" shows in red; a due category has an icon whose tooltip says how long is left', async () => {
    server.use(serveWorkCategories(FOUR));
    await open();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Due to expire in 10 days' })).toBeInTheDocument();
    expect(within(rows[4]).queryByRole('button', { name: /Due to expire/ })).not.toBeInTheDocument();
  });

  const pick = async (user: { click: (e: Element) => Promise<void> }, label: string, option: string) => {
    await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
    await user.click(await screen.findByRole('option', { name: option }));
  };

  it('filters by expiry window ("Expiring in 30 days": 0 to 30 days ahead)', async () => {
    server.use(serveWorkCategories(FOUR));
    const { user } = await open();
    await table();
    await pick(user, 'Expiry window', 'Expiring in 30 days');
    await waitFor(() => expect(rowNames()).toEqual(['Lead sheet work']));
    expect(currentPath()).toContain('expiringIn=30');
  });

  it('filters by status and expiration status', async () => {
    server.use(serveWorkCategories(FOUR));
    const { user } = await open({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories?status=notVerified` });
    await waitFor(() => expect(rowNames()).toEqual(['Slate roofing', 'Asbestos surveys']));
    await pick(user, 'Expiration status', 'Expired');
    await waitFor(() => expect(rowNames()).toEqual(['Slate roofing']));
  });

  it('filters by type (case-insensitive substring of the section name); none matching says so', async () => {
    server.use(serveWorkCategories(FOUR));
    const { user } = await open({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories?status=verified` });
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Work category type' }), 'PROFESSIONAL');
    expect(await screen.findByText('No work categories match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Work category type' }), 'PROFESSIONAL');
    await waitFor(() => expect(rowNames()).toEqual(['Asbestos surveys']));
  });

  it('View opens the 620 px side panel with the requirements and a link to the category page', async () => {
    server.use(serveWorkCategories(FOUR), serveProductServices(FOUR));
    const { user } = await open();
    await table();
    await user.click(screen.getByRole('button', { name: 'View Lead sheet work' }));
    const panel = await screen.findByRole('dialog', { name: 'Lead sheet work' });
    const requirements = within(panel).getByRole('table', { name: 'Requirements' });
    expect(within(requirements).getByRole('row', { name: /Method statement Health and safety Resolved/ })).toBeInTheDocument();
    expect(within(requirements).getByRole('row', { name: /Product liability insurance Insurances Not resolved/ })).toBeInTheDocument();
    expect(within(panel).getByText('£125,000')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Open the work category page' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${SUPPLIER.id}/compliance/work-categories/2`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lead sheet work' })).toBeInTheDocument();
  });

  it('shows the configured columns; France and Belgium drop the notational value and verified-on date', async () => {
    server.use(serveWorkCategories(FOUR));
    await open();
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    await table();
    expect(headers()).toEqual(['Status', 'Work category', 'Verified on', 'Expiry date', 'Notational value', 'Actions']);
  });

  it.each(['FR', 'BE'] as const)('%s drops some columns', async (community) => {
    server.use(serveWorkCategories(FOUR));
    await open({ community });
    await table();
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.queryByRole('columnheader', { name: 'Notational value' })).not.toBeInTheDocument();
  });

  it('a French buyer reads the spec’s two statuses in French, in the rows and the side panel; any other comes as sent', async () => {
    const categories = [...FOUR.slice(0, 2), workCategory(9, { name: 'Demolition', statusName: 'En cours de vérification' })];
    server.use(serveWorkCategories(categories), serveProductServices(categories));
    const { user } = await open({ language: 'fr' });
    const rows = within(await screen.findByRole('table', { name: 'Catégories de travaux' })).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Slate roofing');
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent(/^Non vérifié/);
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent(/^Vérifié/);
    expect(within(rows[3]).getAllByRole('cell')[0]).toHaveTextContent(/^En cours de vérification/);
    expect(screen.queryByText(/Not Verified/)).not.toBeInTheDocument();
    await user.click(within(rows[1]).getByRole('button', { name: /Slate roofing/ }));
    const panel = await screen.findByRole('dialog', { name: 'Slate roofing' });
    expect(within(panel).getByText('Statut').nextElementSibling).toHaveTextContent('Non vérifié');
  });

  it('a supplier with none says so', async () => {
    await renderApp({ route: `/supplier/${AWKWARD_COMPLIANCE_IDS.noWorkCategories}/compliance/work-categories` });
    expect(await screen.findByText('This supplier has no work categories.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Total 0' })).toBeInTheDocument();
  });

  it('500 categories page by 50', async () => {
    await renderApp({ route: `/supplier/${AWKWARD_COMPLIANCE_IDS.manyWorkCategories}/compliance/work-categories` });
    expect(await screen.findByRole('button', { name: 'Total 500' })).toBeInTheDocument();
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByText('Showing 1 to 50 of 500')).toBeInTheDocument();
  });

  it('a failed load shows the Error panel with a button back to the compliance status', async () => {
    server.use(http.get('*/mock-api/compliance/:supplierId/workCategories', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'Sorry something went wrong try again later' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to compliance status' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${SUPPLIER.id}/compliance`));
  });
});

describe('work category page (spec 03 §2, §8)', () => {
  it('shows the category read-only with Back to the compliance tab; its record is GET /supplier/{id}/productservices/{id}', async () => {
    const asked: string[] = [];
    server.use(serveWorkCategories(FOUR), serveProductServices(FOUR, asked));
    const { user } = await renderApp({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories/3` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Asbestos surveys' })).toBeInTheDocument();
    expect(asked).toEqual([`${SUPPLIER.id}/3`]);
    expect(screen.getByText('Professional services')).toBeInTheDocument();
    expect(screen.getByText('Automatic (mandatory)')).toBeInTheDocument();
    expect(screen.getByText('No requirements are linked to this work category.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to compliance' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${SUPPLIER.id}/compliance`));
  });

  it("says 'Supplier is not found' when the platform does not know the supplier", async () => {
    server.use(http.get('*/mock-api/compliance/:supplierId/workCategories', () => HttpResponse.json({ message: 'no' }, { status: 404 })));
    await renderApp({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories/3` });
    expect(await screen.findByRole('heading', { name: 'Supplier is not found' })).toBeInTheDocument();
  });

  it('the product service’s failure shows the error with its status, and Try again recovers', async () => {
    let fail = true;
    server.use(serveWorkCategories(FOUR), http.get('*/mock-api/supplier/:supplierId/productservices/:id', () =>
      (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ productService: { id: 3, name: 'Asbestos surveys' } }))));
    const { user } = await renderApp({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories/3` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request has failed with status code: 500');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Professional services')).toBeInTheDocument();
  });

  it("says 'Supplier is not found' when the page has no loaded supplier", async () => {
    await renderWithProviders(<ComplianceFeatureGate><WorkCategoryScreen /></ComplianceFeatureGate>, {
      route: `/supplier/${SUPPLIER.id}/compliance/work-categories/3`, path: '/supplier/:supplierId/compliance/work-categories/:workCategoryId',
    });
    expect(await screen.findByRole('heading', { name: 'Supplier is not found' })).toBeInTheDocument();
  });

  it('an unknown category id says so', async () => {
    server.use(serveWorkCategories(FOUR));
    await renderApp({ route: `/supplier/${SUPPLIER.id}/compliance/work-categories/999` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This work category was not found.');
  });
});
