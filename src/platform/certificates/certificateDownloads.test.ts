import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveLocalSession } from '@/platform/auth/localSession';
import { browser } from '@/platform/browser';
import { sessionReducer } from '@/platform/session';
import { testConfig } from '@/test/testConfig';
import { certificateFilePath } from '@/services/certificates/certificatesService';
import { certificatesDownloadRequested, watchComplianceDownloads } from './certificateDownloads';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('certificate downloads (spec 03 §4, §7)', () => {
  it('fetch from downloadUrl with a leading /v1/api removed, and nothing else changed', () => {
    expect(certificateFilePath('/v1/api/files/1/2/G1.pdf')).toBe('/files/1/2/G1.pdf');
    expect(certificateFilePath('/V1/API/files/x.pdf')).toBe('/files/x.pdf');
    expect(certificateFilePath('/files/1/2/G1.pdf')).toBe('/files/1/2/G1.pdf');
    expect(certificateFilePath('/files/v1/api/x.pdf')).toBe('/files/v1/api/x.pdf');
    expect(certificateFilePath('/v1/apiary/x.pdf')).toBe('/v1/apiary/x.pdf');
  });

  it("are debounced 2000 ms per origin: one download for a burst, none for another origin's request", async () => {
    vi.useFakeTimers();
    vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    const fetched: string[] = [];
    const sagas = createSagaMiddleware({
      sagaMonitor: {
        effectTriggered: ({ effect }) => {
          const call = effect as { type?: string; payload?: { fn?: { name?: string }; args?: unknown[] } };
          if (call.type === 'CALL' && call.payload?.fn?.name === 'downloadCertificate') fetched.push(String(call.payload.args?.[0]));
        },
      },
    });
    // A full buyer's session: each download asks the rule that shows its control.
    const store = configureStore({
      reducer: { session: sessionReducer },
      preloadedState: { session: resolveLocalSession(testConfig(), { flags: {} }) },
      middleware: (d) => d({ thunk: false }).concat(sagas),
    });
    const task = sagas.run(watchComplianceDownloads, 'compliance');
    const request = (origin: 'profile' | 'compliance', downloadUrl: string) =>
      store.dispatch(certificatesDownloadRequested({ origin, files: [{ downloadUrl, fileName: 'f.pdf' }] }));

    request('profile', '/theirs');
    await vi.advanceTimersByTimeAsync(2500);
    expect(fetched).toEqual([]);

    request('compliance', '/first');
    await vi.advanceTimersByTimeAsync(1000);
    request('compliance', '/second');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched).toEqual(['/second']);
    task.cancel();
  });
});
