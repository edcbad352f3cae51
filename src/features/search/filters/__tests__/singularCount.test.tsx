import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import type { Language } from '@/platform/config/types';
import { renderWithProviders } from '@/test/renderWithProviders';
import { LandingScreen } from '../../landing/LandingScreen';
import { FiltersScreen } from '../FiltersScreen';
import { filtersActions } from '../filtersSlice';
import { selectFacets } from '../filtersSelectors';
import { companySizeEntry } from '../model/filterEntries';
import { FILTERS_ROUTE } from './helpers';

/** Issue 10 item 8: one result is "1 result" in every language (i18next plural forms). */
const ONE_RESULT: Record<Language, { apply: string; show: string }> = {
  en: { apply: 'Apply new filters (1 result)', show: 'Show (1 result)' },
  fr: { apply: 'Appliquer les nouveaux filtres (1 résultat)', show: 'Afficher (1 résultat)' },
  es: { apply: 'Aplicar nuevos filtros (1 resultado)', show: 'Mostrar (1 resultado)' },
  nl: { apply: 'Nieuwe filters toepassen (1 resultaat)', show: 'Toon (1 resultaat)' },
};

type Store = Awaited<ReturnType<typeof renderWithProviders>>['store'];

/** A change the buyer has not applied yet, made once the reference data is there; the count says 1. */
async function changeWithOneResult(store: Store) {
  server.use(http.post('*/mock-api/search/search/counts', () => HttpResponse.json({ resultCount: 1 })));
  await waitFor(() => expect(selectFacets(store.getState()).status).toBe('loaded'));
  const [size] = selectFacets(store.getState()).data!.companySizes;
  act(() => void store.dispatch(filtersActions.filterAdded({ entry: companySizeEntry(size) })));
}

describe.each(Object.keys(ONE_RESULT) as Language[])('one result in %s', (language) => {
  it('the filters page offers to apply "1 result"', async () => {
    const { store } = await renderWithProviders(<FiltersScreen />, { route: FILTERS_ROUTE, language });
    await changeWithOneResult(store);
    expect(await screen.findByRole('button', { name: ONE_RESULT[language].apply })).toBeVisible();
  });

  it('the landing page offers to show "1 result"', async () => {
    const { store } = await renderWithProviders(<LandingScreen />, { route: '/source-supplier', language });
    await changeWithOneResult(store);
    expect(await screen.findByRole('button', { name: ONE_RESULT[language].show })).toBeVisible();
  });
});
