import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { testConfig } from '@/test/testConfig';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { browser } from '@/platform/browser';
import { storeSession } from '@/test/searchSessions';
import { bodyRows, openResults } from './resultsTestKit';

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('results page: failures', () => {
  it('a failing results call shows its message with a retry and keeps the page', async () => {
    storeSession('s1');
    server.use(
      http.get('*/mock-api/search/search/:sid', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = await openResults();
    const heading = await screen.findByRole('heading', { name: 'The results could not be loaded' });
    const panel = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(heading).toBeVisible();
    // The HTTP layer words non-2xx failures itself (see platform/http).
    expect(within(panel).getByText('Request has failed with status code: 500')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Randomise' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 to 50 of 149')).toBeVisible();
  });

  it('a French buyer sees the failing results call in French', async () => {
    storeSession('s1');
    server.use(http.get('*/mock-api/search/search/:sid', () => HttpResponse.json({}, { status: 500 })));
    await openResults('sid=s1', { language: 'fr' });
    const heading = await screen.findByRole('heading', { name: "Les résultats n'ont pas pu être chargés" });
    const panel = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(within(panel).getByText("La requête a échoué avec le code d'état : 500")).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  it('a session that cannot be loaded says so, keeps the results and loads on Try again', async () => {
    storeSession('s1');
    server.use(
      http.get('*/mock-api/search/session/:sid/query', () => HttpResponse.json({ message: 'Session store offline' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await openResults();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The filters of this search could not be loaded')).toBeVisible();
    expect(within(alert).getByText('Request has failed with status code: 503 (Session store offline)')).toBeVisible();
    expect(await bodyRows()).toHaveLength(50);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Work categories (1)' })).toBeVisible();
    expect(screen.queryByText('The filters of this search could not be loaded')).not.toBeInTheDocument();
  });

  it('"User is not authorised to view this content" sends the buyer away', async () => {
    storeSession('s1');
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    server.use(
      // The platform refuses with a 403 whose message carries the text (spec 01 §8; only such an answer sends the buyer away).
      http.get('*/mock-api/search/search/:sid', () =>
        HttpResponse.json({ isSuccess: false, message: 'User is not authorised to view this content' }, { status: 403 }),
      ),
    );
    await openResults();
    expect(await screen.findByText(/You are not authorised to view this content/)).toBeVisible();
    expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/contact\/new-buyer-enquiries$/));
  });
});

describe('results page: a call that never answers', () => {
  it('stops after the configured time, says so with Try again, and Try again loads the results', async () => {
    storeSession('s1');
    server.use(
      http.get('*/mock-api/search/search/:sid', async () => {
        await delay(5_000);
        return HttpResponse.json({});
      }, { once: true }),
    );
    const { user } = await openResults('sid=s1', { config: { ...testConfig(), requestTimeoutMs: 300 } });
    const heading = await screen.findByRole('heading', { name: 'The results could not be loaded' });
    const panel = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(within(panel).getByText('The request took too long and was stopped. Check your connection and try again.')).toBeVisible();
    expect(screen.queryByText('Loading results')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 to 50 of 149')).toBeVisible();
  });

  it('says it in the buyer’s language', async () => {
    storeSession('s1');
    server.use(http.get('*/mock-api/search/search/:sid', async () => {
      await delay(5_000);
      return HttpResponse.json({});
    }));
    await openResults('sid=s1', { language: 'nl', config: { ...testConfig(), requestTimeoutMs: 300 } });
    expect(await screen.findByText('Het verzoek duurde te lang en is gestopt. Controleer uw verbinding en probeer het opnieuw.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});
