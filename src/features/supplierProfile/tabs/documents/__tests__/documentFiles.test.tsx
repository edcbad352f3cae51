import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { toastQueue } from '@/ui';
import { rowNames, supplierRoute, supplierTable } from './documentsTestKit';
import { PRELOAD_TIMEOUT_MS, preloadDocumentsTab } from './documentsTestKit';

beforeAll(preloadDocumentsTab, PRELOAD_TIMEOUT_MS);

async function openSupplierUploads(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = await renderApp({ route: supplierRoute(), ...options });
  const table = await supplierTable();
  await waitFor(() => expect(rowNames(table)).toHaveLength(10));
  return { ...rendered, table };
}

describe('Documents — download and zip (spec 02 §2.9, §4, §7, §8)', () => {
  it('View downloads the file from /Documents/published/{id} under its name; the toast lasts 3000 ms', async () => {
    const { user, table } = await openSupplierUploads();
    const saved: { type: string; name: string }[] = [];
    const createObjectURL = vi.fn(() => 'blob:document');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ type: (createObjectURL.mock.calls.at(-1) as unknown as [Blob])[0].type, name: this.download });
    });
    const name = rowNames(table)[0];
    await user.click(within(table).getAllByRole("button", { name: `View ${name}` })[0]);
    expect(await screen.findByText('Document downloaded')).toBeInTheDocument();
    // Raised by the saga as an i18n key; the toast region shows it translated (above).
    const downloaded = toastQueue.visibleToasts.find(({ content: { title } }) => typeof title !== 'string' && title.key === 'profileDocuments:downloaded');
    expect(downloaded?.timeout).toBe(3000);
    expect(saved).toHaveLength(1);
    expect(saved[0].type).toBe('application/pdf');
    expect(saved[0].name).toMatch(/\.(pdf|docx|xlsx|jpg)$/);
    click.mockRestore();
  });

  it('a failed download says so', async () => {
    server.use(http.get('*/mock-api/documents/Documents/published/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user, table } = await openSupplierUploads();
    await user.click(within(table).getAllByRole('button', { name: /^View / })[0]);
    expect(await screen.findByText('Error downloading document')).toBeInTheDocument();
  });

  it('"Generate zip file" asks for the zip and offers the download manager', async () => {
    let body: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/packaging-jobs/supplier-profile')) body = await request.clone().json();
    });
    const { user } = await openSupplierUploads();
    await user.click(screen.getByRole('button', { name: 'Generate zip file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zip file requested' });
    expect(within(dialog).getByRole('link', { name: 'Go to download manager' })).toHaveAttribute('href', expect.stringMatching(/download-manager\.html$/));
    expect(body).toMatchObject({ organisationEntityId: expect.any(Number) });
    server.events.removeAllListeners();
  });

  it('a failed zip request is an error toast linking to the download manager', async () => {
    server.use(http.post('*/mock-api/documents/packaging-jobs/supplier-profile', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openSupplierUploads();
    await user.click(screen.getByRole('button', { name: 'Generate zip file' }));
    expect(await screen.findByText('Your zip file could not be requested.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the download manager' })).toHaveAttribute('href', expect.stringMatching(/download-manager\.html$/));
    expect(screen.queryByRole('dialog', { name: 'Zip file requested' })).not.toBeInTheDocument();
  });

  it('no "Generate zip file" without the generateZip flag, or when the community hides zip', async () => {
    const { unmount } = await openSupplierUploads({ flags: { generateZip: false } });
    expect(screen.queryByRole('button', { name: 'Generate zip file' })).not.toBeInTheDocument();
    unmount();
    const { testConfig } = await import('@/test/testConfig');
    const config = testConfig();
    config.communities.GB!.profile = { zip: false };
    await openSupplierUploads({ config });
    expect(screen.queryByRole('button', { name: 'Generate zip file' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search documents' })).toBeInTheDocument();
  });
});
