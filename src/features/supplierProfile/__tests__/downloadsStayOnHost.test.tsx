import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { browser } from '@/platform/browser';
import { FAVOURITE, openProfile, pickMenuItem } from './profileTestKit';

/** Every request that leaves, with the Authorization header it carried. */
function recordRequests() {
  const sent: { url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => void sent.push({ url: request.url, authorization: request.headers.get('Authorization') }));
  // A request to the other host would be answered (not an unhandled-request error) and recorded.
  server.use(http.get('https://example.org/*', () => HttpResponse.arrayBuffer(new ArrayBuffer(8))));
  return sent;
}
const toExampleOrg = (sent: { url: string }[]) => sent.filter(({ url }) => new URL(url).hostname === 'example.org');

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe("a server's downloadUrl naming another host (issue 34: the bearer token stays home)", () => {
  it.each(['https://example.org/x', '//example.org/x', '/\\example.org/x'])('certificate %s: not requested, the buyer is told it failed', async (downloadUrl) => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const sent = recordRequests();
    server.use(
      http.get('*/mock-api/certificates/organisations/:id/certificates', () =>
        HttpResponse.json([{ name: 'Gold', isCompliant: true, goalReference: 'G1', status: 'Verified', expiryDate: '2027-01-31', downloadUrl }]),
      ),
    );
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download certificates');
    const dialog = await screen.findByRole('dialog', { name: 'Download certificates' });
    await user.click(await within(dialog).findByRole('button', { name: 'Download Gold' }));
    expect(await screen.findByText('The certificate could not be downloaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(toExampleOrg(sent)).toEqual([]);
    expect(sent.filter(({ url }) => url.includes('example.org'))).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('compliance statement https://example.org/x: not requested, the buyer is told it failed', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const sent = recordRequests();
    server.use(
      http.get('*/mock-api/complianceStatement/compliancestatement/detailed/:id/:lang', () =>
        HttpResponse.json({ fileName: 'statement.pdf', downloadUrl: 'https://example.org/x' }),
      ),
    );
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download compliance statement');
    expect(await screen.findByText('The compliance statement could not be downloaded.')).toBeInTheDocument();
    expect(toExampleOrg(sent)).toEqual([]);
    expect(sent.filter(({ url }) => url.includes('example.org'))).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('a path on the service still downloads, with the token', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const sent = recordRequests();
    const { user } = await openProfile(FAVOURITE.id, FAVOURITE.name);
    await pickMenuItem(user, 'Download compliance statement');
    expect(await screen.findByText('Compliance statement downloaded')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    const file = sent.find(({ url }) => new URL(url).pathname.startsWith('/mock-api/complianceStatement/files/'));
    expect(file?.authorization).toMatch(/^Bearer /);
  });
});
