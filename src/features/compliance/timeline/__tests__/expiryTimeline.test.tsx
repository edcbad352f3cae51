import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../mocks/node';
import { browser } from '@/platform/browser';
import { formatDate } from '@/platform/i18n';
import { CurrentSupplierProvider } from '@/platform/slots/CurrentSupplier';
import type { Permission } from '@/platform/auth/permissions';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ComplianceFeatureGate } from '../../ComplianceFeatureGate';
import { ExpiryTimeline } from '../ExpiryTimeline';
import { inDays, workCategory } from '../../workCategories/__tests__/workCategoryFixtures';

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

const SUPPLIER = { id: 100010, tradeName: "D'Arcy & O'Neill Roofing Ltd", customerReferenceNumber: 'NB-00010' } as SupplierDetailsDto;

const serveAll = ({ failRequirements = false } = {}) =>
  server.use(
    http.get('*/mock-api/compliance/:supplierId/detailslist', ({ request }) =>
      failRequirements || new URL(request.url).searchParams.get('includePrivateGoals') !== 'true'
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json({
            items: [
              { requirementVersionId: 701, requirementId: 7, requirementName: 'Public liability', goalId: 1, goalName: 'Gold', isRequirementCompliant: true, requirementStatusName: 'Verified', expiryDate: inDays(200) },
              { requirementVersionId: 801, requirementName: 'Method statement', goalId: 1, goalName: 'Gold', isRequirementCompliant: false, requirementStatusName: 'Expired', expiryDate: inDays(-4) },
            ],
          }),
    ),
    http.get('*/mock-api/certificates/organisations/:id/certificates', () =>
      HttpResponse.json([
        { name: 'Gold', isCompliant: true, goalReference: 'G1', status: 'Verified', expiryDate: inDays(45), downloadUrl: '/v1/api/files/100010/1/G1.pdf' },
        { name: 'SSIP', isCompliant: false, goalReference: 'S1', status: 'Not Verified', expiryDate: null, downloadUrl: '/v1/api/files/100010/2/S1.pdf' },
      ]),
    ),
    http.get('*/mock-api/requirement/28/entity/:id', () =>
      HttpResponse.json({ requirement: { id: 28, name: 'Insurances', questions: [{ id: 2801, answer: [{ id: 5, insuranceType: { name: "Employer's liability" }, expiryDate: inDays(12) }] }] } }),
    ),
    http.get('*/mock-api/compliance/:supplierId/workCategories', () =>
      HttpResponse.json({ workCategories: [workCategory(9, { name: 'Lead sheet work', expiryDate: inDays(80) }), workCategory(10, { name: 'Far off', expiryDate: inDays(800) })] }),
    ),
  );

const renderTimeline = (flags = {}, language: 'en' | 'fr' = 'en', withoutPermissions: Permission[] = []) =>
  renderWithProviders(
    <ComplianceFeatureGate>
      <CurrentSupplierProvider details={SUPPLIER}>
        <ExpiryTimeline supplierId={SUPPLIER.id} />
      </CurrentSupplierProvider>
    </ComplianceFeatureGate>,
    { route: `/supplier/${SUPPLIER.id}/compliance`, flags, language, withoutPermissions },
  );

describe('expiry timeline (issue 16 item 8)', () => {
  it('"Compliant until" the earliest verified expiry; everything within 720 days, expired first, each linking to its page', async () => {
    serveAll();
    await renderTimeline();
    const until = await screen.findByText('Compliant until');
    expect(until).toHaveTextContent(`Compliant until${formatDate(inDays(12))}`);
    const groups = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(groups.slice(0, 4)).toEqual(['Expired', 'Expiring within 30 days', 'Expiring within 90 days', 'Expiring within 720 days']);
    const expired = screen.getByRole('region', { name: 'Expired' });
    expect(within(expired).getByRole('link', { name: 'Method statement' })).toHaveAttribute('href', '/supplier/100010/compliance/requirement/801');
    expect(within(expired).getByText(`Expired on ${formatDate(inDays(-4))}`)).toBeInTheDocument();
    expect(within(expired).getByRole('listitem')).toHaveTextContent(/^Requirement: Method statement — Expired on/);
    const soon = screen.getByRole('region', { name: 'Expiring within 30 days' });
    expect(within(soon).getByRole('link', { name: "Employer's liability insurance" })).toHaveAttribute('href', '/supplier/100010/compliance/requirement/28');
    expect(within(soon).getByText(/12 days left/)).toBeInTheDocument();
    const within90 = screen.getByRole('region', { name: 'Expiring within 90 days' });
    expect(within(within90).getAllByRole('link').map((l) => l.textContent)).toEqual(['Gold', 'Lead sheet work']);
    expect(within(within90).getByRole('link', { name: 'Gold' })).toHaveAttribute('href', '#compliance-documents');
    expect(within(within90).getByRole('link', { name: 'Lead sheet work' })).toHaveAttribute('href', '/supplier/100010/compliance/work-categories/9');
    const later = screen.getByRole('region', { name: 'Expiring within 720 days' });
    expect(within(later).getByRole('link', { name: 'Public liability' })).toHaveAttribute('href', '/supplier/100010/compliance/requirement/7');
    expect(screen.queryByRole('link', { name: 'Far off' })).not.toBeInTheDocument();
  });

  it('without view-compliance-answers a requirement is named, not linked: its page would send the buyer back (spec 03 §6)', async () => {
    serveAll();
    await renderTimeline({}, 'en', ['suppliersourcing:view-compliance-answers']);
    const expired = await screen.findByRole('region', { name: 'Expired' });
    expect(within(expired).getByRole('listitem')).toHaveTextContent(/^Requirement: Method statement — Expired on/);
    expect(within(expired).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Employer's liability insurance" })).not.toBeInTheDocument();
    // A work category and a certificate have their own pages, open to this buyer.
    expect(screen.getByRole('link', { name: 'Lead sheet work' })).toHaveAttribute('href', '/supplier/100010/compliance/work-categories/9');
    expect(screen.getByRole('link', { name: 'Gold' })).toHaveAttribute('href', '#compliance-documents');
  });

  it('names each item’s kind in the buyer’s language and typography', async () => {
    serveAll();
    await renderTimeline({}, 'fr');
    const expired = await screen.findByRole('region', { name: 'Expiré' });
    expect(within(expired).getByRole('listitem')).toHaveTextContent(/^Exigence : Method statement — Expiré le/);
  });

  it('a source that fails is named, and "Compliant until" is not guessed without it', async () => {
    serveAll({ failRequirements: true });
    await renderTimeline();
    expect(await screen.findByRole('alert')).toHaveTextContent('Some expiry dates could not be loaded: requirements.');
    expect(screen.getByText('Compliant until')).toHaveTextContent('Cannot be worked out');
    expect(screen.getByRole('link', { name: 'Lead sheet work' })).toBeInTheDocument();
  });
});

describe('certificates and documents in the compliance area (spec 03 §4, §7)', () => {
  it('the shared certificate list: only compliant ones download, from downloadUrl without /v1/api', async () => {
    serveAll();
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    const { user } = await renderTimeline();
    const list = await screen.findByRole('table', { name: 'Certificates' });
    expect(within(list).getByRole('button', { name: 'Download SSIP' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Download Gold' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'G1.pdf'));
    expect(paths).toContain('/mock-api/certificates/files/100010/1/G1.pdf');
    expect(paths.some((p) => p.includes('/v1/api'))).toBe(false);
  });

  it('Download all is disabled when no certificate is compliant', async () => {
    serveAll();
    server.use(
      http.get('*/mock-api/certificates/organisations/:id/certificates', () =>
        HttpResponse.json([{ name: 'SSIP', isCompliant: false, goalReference: 'S1', status: 'Not Verified', expiryDate: null, downloadUrl: '/x' }]),
      ),
    );
    await renderTimeline();
    expect(await screen.findByRole('button', { name: 'Download SSIP' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeDisabled();
  });

  it('the compliance statement is named by the supplier', async () => {
    serveAll();
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const { user } = await renderTimeline({ complianceReportEnabled: true });
    await user.click(await screen.findByRole('button', { name: 'Download compliance statement' }));
    expect(await screen.findByText('Compliance statement downloaded')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.any(Blob), "D'Arcy & O'Neill Roofing Ltd - Compliance statement.pdf");
  });

  it('offers the COVID-19 questionnaire', async () => {
    serveAll();
    await renderTimeline();
    expect(await screen.findByRole('link', { name: 'COVID-19 questionnaire' })).toHaveAttribute('href', '/supplier/100010/compliance/covid-19');
  });
});
