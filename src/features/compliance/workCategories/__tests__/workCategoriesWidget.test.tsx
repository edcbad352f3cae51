import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ComplianceFeatureGate } from '../../ComplianceFeatureGate';
import { WorkCategoriesWidget } from '../WorkCategoriesWidget';
import { FOUR, SUPPLIER, serveWorkCategories, workCategory } from './workCategoryFixtures';

const renderWidget = (expanded?: boolean) =>
  renderWithProviders(
    <ComplianceFeatureGate>
      <WorkCategoriesWidget supplierId={SUPPLIER.id} expanded={expanded} />
    </ComplianceFeatureGate>,
    { route: `/supplier/${SUPPLIER.id}/compliance` },
  );

describe('dashboard Work Categories widget (spec 03 §2)', () => {
  it('counts them, expands to the table of all of them, most pressing first (expired, then soonest), View opens the side panel', async () => {
    server.use(serveWorkCategories(FOUR));
    const { user } = await renderWidget();
    expect(await screen.findByText(/4 work categories, 3 with issues · 1 expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all work categories' })).toHaveAttribute('href', `/supplier/${SUPPLIER.id}/compliance/work-categories`);
    const toggle = screen.getByRole('button', { name: 'All work categories (4)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = await screen.findByRole('table', { name: 'All work categories, most pressing first' });
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Slate roofing', 'Lead sheet work', 'Asbestos surveys', 'Scaffolding']);
    await user.click(within(table).getByRole('button', { name: 'View Lead sheet work' }));
    expect(await screen.findByRole('dialog', { name: 'Lead sheet work' })).toBeInTheDocument();
  });

  it('opens expanded for the print mode', async () => {
    server.use(serveWorkCategories(FOUR));
    await renderWidget(true);
    expect(await screen.findByRole('table', { name: 'All work categories, most pressing first' })).toBeVisible();
  });

  it('lists every category (not just ten), ten a page with a pager; the print mode has them all on one page', async () => {
    const many = Array.from({ length: 23 }, (_, i) => workCategory(i + 1, { name: `Category ${String(i + 1).padStart(2, '0')}` }));
    server.use(serveWorkCategories(many));
    const first = await renderWidget();
    await first.user.click(await screen.findByRole('button', { name: 'All work categories (23)' }));
    const table = await screen.findByRole('table', { name: 'All work categories, most pressing first' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 23')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'All work categories, most pressing first' })).getAllByRole('rowheader').map((c) => c.textContent))
      .toEqual(['Category 21', 'Category 22', 'Category 23']);
    first.unmount();
    await renderWidget(true);
    const printed = await screen.findByRole('table', { name: 'All work categories, most pressing first' });
    expect(within(printed).getAllByRole('rowheader')).toHaveLength(23);
    expect(screen.queryByRole('navigation', { name: 'Work categories pages' })).not.toBeInTheDocument();
  });

  it("a failed load shows 'Sorry something went wrong try again later'", async () => {
    server.use(http.get('*/mock-api/compliance/:supplierId/workCategories', () => HttpResponse.json({}, { status: 503 })));
    await renderWidget();
    expect(await screen.findByRole('heading', { name: 'Sorry something went wrong try again later' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to compliance status' })).toBeInTheDocument();
  });
});
