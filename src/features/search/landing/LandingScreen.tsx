import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useSearch } from '@/platform/router';
import { lazyScreen } from '@/platform/async';
import { Button } from '@/ui/Button';
import { SavedSearchesSlot } from '@/platform/slots/savedSearchSlots';
import { sessionRequested } from '../contract';
import { landingResetRequested } from '../session/searchSessionSlice';
import { selectLeavingTo, selectSaveState, selectSessionState } from '../session/selectors';
import { LandingIntro } from './LandingIntro';
import { Actions, Card, FieldPlaceholder, Page } from './LandingScreen.styles';
import { ShowButton } from './ShowButton';

/*
 * The type-aheads and the filters block are not needed for the first paint and are heavy (RAC
 * ComboBox, accordion, groups): their own chunks keep the landing chunk small (index.html preloads
 * them after its first paint). They render at once: had one suspended, React would have held its
 * reveal back (up to 300 ms after the fallback showed), and with it the filters' first calls.
 */
const LandingLookups = lazyScreen(() => import('./LandingLookups'), 'LandingLookups');
const FiltersBlock = lazyScreen(() => import('../filters/FiltersBlock'), 'FiltersBlock');
const SearchTypeChoice = lazyScreen(() => import('../filters/SearchTypeChoice'), 'SearchTypeChoice');
/**
 * Resolves once the parts have loaded: the landing's route waits for it (app/routes/routeScreens), so
 * it never shows their fallbacks. A part that fails to load shows its failure where it renders.
 */
export const landingPartsLoaded: Promise<void> = Promise.all([LandingLookups, FiltersBlock, SearchTypeChoice].map((part) => part.preload())).then(
  () => undefined,
  () => undefined,
);
// Only shown when something went wrong, so not worth a place in the first load.
const LandingNotice = lazy(() => import('./LandingNotice').then((m) => ({ default: m.LandingNotice })));
const LimitedAccessNotice = lazy(() => import('./LimitedAccessNotice').then((m) => ({ default: m.LimitedAccessNotice })));
// The supply-chain search box (in-my-supply-chain mode); its own boundary, so it never holds the filters back.
const SupplyChainQuickSearch = lazy(() =>
  import('../quickSearch/SupplyChainQuickSearch').then((m) => ({ default: m.SupplyChainQuickSearch })),
);

/** /source-supplier: look a supplier up, or describe the work and show the matching suppliers. */
export function LandingScreen() {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const dispatch = useDispatch();
  const sid = new URLSearchParams(useSearch()).get('sid');
  const session = useSelector(selectSessionState);
  const save = useSelector(selectSaveState);
  const leavingTo = useSelector(selectLeavingTo);
  const loadedSid = session.data?.sessionId;
  const [resultsNotIncluded, setResultsNotIncluded] = useState(false);
  const SavedSearches = SavedSearchesSlot.useSlot();

  // Back from results (the breadcrumb carries sid): bring that search's filters back.
  useEffect(() => {
    if (sid && sid !== loadedSid) dispatch(sessionRequested({ sid }));
    // Only a change of the URL's sid asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sid, dispatch]);

  return (
    <Page aria-labelledby="landing-heading">
      <LandingIntro />
      {leavingTo && (
        <Suspense>
          <LandingNotice tone="warning">{t('notAuthorised')}</LandingNotice>
        </Suspense>
      )}
      <Card>
        <h2>{t('landing.findByName')}</h2>
        <Suspense fallback={<FieldPlaceholder />}>
          <LandingLookups />
        </Suspense>
      </Card>
      <Card>
        <h2>{t('landing.findByCriteria')}</h2>
        <Suspense fallback={<FieldPlaceholder role="status" aria-label={t('landing.filtersLoading')} />}>
          <SearchTypeChoice label="matchCriteriaWith" />
          <Suspense fallback={null}>
            <SupplyChainQuickSearch />
          </Suspense>
          <FiltersBlock variant="landing" />
        </Suspense>
      </Card>
      {save.status === 'error' && save.error && (
        <Suspense>
          <LandingNotice tone="danger" title={t('saveFailed')}>
            {errorText(save.error)}
          </LandingNotice>
        </Suspense>
      )}
      {resultsNotIncluded && (
        <Suspense>
          <LimitedAccessNotice />
        </Suspense>
      )}
      <Actions>
        <Button variant="secondary" onPress={() => dispatch(landingResetRequested())}>
          {t('landing.reset')}
        </Button>
        <ShowButton onResultsNotIncluded={() => setResultsNotIncluded(true)} />
      </Actions>
      {SavedSearches && <SavedSearches />}
    </Page>
  );
}
