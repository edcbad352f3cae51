import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/ui/Button';
import { useLimitedToLanding } from '@/platform/session';
import { applyRequested } from '../contract';
import { selectFiltersReady, selectResultCount } from '../filters/filtersSelectors';
import { selectSaveState } from '../session/selectors';
import { CountNote } from '../filters/components/CountNote';

/**
 * "Show (N results)" once the filters have loaded; "Show results" while the count loads, when it
 * is 0 or when it failed (spec 01 §2), a failure also said under the button. Pressing it asks the
 * filters half to validate; it then creates the session. A buyer limited to the landing page could
 * not open the results, so nothing is saved and `onResultsNotIncluded` explains instead.
 */
export function ShowButton({ onResultsNotIncluded }: { onResultsNotIncluded: () => void }) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const ready = useSelector(selectFiltersReady);
  const count = useSelector(selectResultCount);
  const save = useSelector(selectSaveState);
  const limited = useLimitedToLanding();
  if (!ready) return null;
  const n = count.status === 'loaded' ? (count.data ?? 0) : 0;
  return (
    <>
      <Button isPending={save.status === 'loading'} onPress={limited ? onResultsNotIncluded : () => dispatch(applyRequested({ source: 'landing' }))}>
        {n > 0 ? t('landing.show', { count: n }) : t('landing.showResults')}
      </Button>
      <CountNote role="status">{count.status === 'error' ? t('landing.countFailed') : ''}</CountNote>
    </>
  );
}
