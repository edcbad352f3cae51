import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { fork } from 'redux-saga/effects';
import { server } from '@mocks/node';
import { browser } from '@/platform/browser';
import { renderWithProviders, type RenderOptions } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { CERTIFICATE_DEBOUNCE_MS, certificatesDownloadRequested, complianceStatementDownloadRequested, watchComplianceDownloads } from './certificateDownloads';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const SUPPLIER = 100001;
const CERTIFICATE = { downloadUrl: '/v1/api/files/100001/1/G1.pdf', fileName: 'G1.pdf' };

function recordDownloads() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/\/mock-api\/(certificates|complianceStatement)\//.test(request.url)) sent.push(`${request.method} ${request.url}`);
  });
  return sent;
}

function communityWithout(part: 'certificates' | 'downloadComplianceStatement') {
  const config = testConfig();
  config.communities.GB!.profile = { [part]: false };
  return config;
}

/** A store whose compliance area's download watcher runs, as the compliance screens' feature injects it. */
async function renderWithComplianceDownloads(options: RenderOptions) {
  vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
  const rendered = await renderWithProviders(<p>compliance</p>, options);
  rendered.store.injectFeature('complianceDownloadsUnderTest', (state: object = {}) => state, function* () {
    yield fork(watchComplianceDownloads, 'compliance');
  });
  return rendered;
}

// The certificate watcher debounces 2000 ms: its answer can come only after that.
const AFTER_DEBOUNCE = { timeout: CERTIFICATE_DEBOUNCE_MS + 5000 };

describe('certificate and statement downloads ask the rule that shows their controls', () => {
  it('certificates: when the community hides them, a download sends nothing and says "You don\'t have permission"', async () => {
    const sent = recordDownloads();
    const { store } = await renderWithComplianceDownloads({ config: communityWithout('certificates') });
    act(() => {
      store.dispatch(certificatesDownloadRequested({ origin: 'compliance', files: [CERTIFICATE] }));
    });
    expect(await screen.findByText("You don't have permission", {}, AFTER_DEBOUNCE)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ['the complianceReportEnabled flag is off', { flags: { complianceReportEnabled: false } }],
    ['the community hides the statement download', { config: communityWithout('downloadComplianceStatement') }],
  ] as const)('compliance statement: when %s, a download sends nothing and says "You don\'t have permission"', async (_, options) => {
    const sent = recordDownloads();
    const { store } = await renderWithComplianceDownloads(options);
    act(() => {
      store.dispatch(complianceStatementDownloadRequested({ origin: 'compliance', supplierId: SUPPLIER, languageId: 1 }));
    });
    expect(await screen.findByText("You don't have permission")).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.queryByText('Compliance statement downloaded')).not.toBeInTheDocument();
  });

  it('a buyer whose community and flags offer both downloads gets the files', async () => {
    const sent = recordDownloads();
    const { store } = await renderWithComplianceDownloads({});
    act(() => {
      store.dispatch(complianceStatementDownloadRequested({ origin: 'compliance', supplierId: SUPPLIER, languageId: 1 }));
      store.dispatch(certificatesDownloadRequested({ origin: 'compliance', files: [CERTIFICATE] }));
    });
    expect(await screen.findByText('Compliance statement downloaded')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent.some((call) => call.includes('/mock-api/certificates/files/'))).toBe(true), AFTER_DEBOUNCE);
    expect(screen.queryByText("You don't have permission")).not.toBeInTheDocument();
  });
});
