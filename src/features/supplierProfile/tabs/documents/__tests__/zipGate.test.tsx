import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { server } from '../../../../../../mocks/node';
import { argsKey, resourceActions, selectMutation } from '@/platform/resource';
import { requestZip } from '@/services/documents/documentsResources';
import { renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { MANY, PRELOAD_TIMEOUT_MS, preloadDocumentsTab, rowNames, supplierRoute, supplierTable } from './documentsTestKit';

beforeAll(preloadDocumentsTab, PRELOAD_TIMEOUT_MS);
afterEach(() => server.events.removeAllListeners());

function recordZipRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/packaging-jobs/')) sent.push(`${request.method} ${request.url}`);
  });
  return sent;
}

function zipHiddenByCommunity() {
  const config = testConfig();
  config.communities.GB!.profile = { zip: false };
  return config;
}

/** The zip request as "Generate zip file" runs it (useZipRequest), dispatched past the hidden button. */
function requestZipPastTheButton(store: Awaited<ReturnType<typeof renderApp>>['store']) {
  const key = argsKey({ supplierId: MANY });
  act(() => {
    store.dispatch(resourceActions.mutationRequested({ name: requestZip.name, key, args: { supplierId: MANY, tags: [], downloadManagerHref: '/dm' } }));
  });
  return () => selectMutation(requestZip.name, key)(store.getState() as never);
}

describe('"Generate zip file": the mutation asks canGenerateDocumentsZip, the rule that shows the button', () => {
  it.each([
    ['the generateZip flag is off', { flags: { generateZip: false } }],
    ['the community hides zip', { config: zipHiddenByCommunity() }],
  ] as const)('when %s, a zip request sends nothing and says "You don\'t have permission"', async (_, options) => {
    const sent = recordZipRequests();
    const { store } = await renderApp({ route: supplierRoute(), ...options });
    const table = await supplierTable();
    await waitFor(() => expect(rowNames(table)).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Generate zip file' })).not.toBeInTheDocument();

    const zip = requestZipPastTheButton(store);
    await waitFor(() => expect(zip().status).toBe('failed'));
    expect(await screen.findByText("You don't have permission")).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Not the failure's "could not be requested" toast, whose link leads to a download manager holding nothing.
    expect(screen.queryByText('Your zip file could not be requested.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Zip file requested' })).not.toBeInTheDocument();
  });
});
