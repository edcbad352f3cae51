import { memo, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/comparisonList';
import { href, useLocation, useNavigate } from '@/platform/router';
import { Button } from '@/ui';
import { selectionCleared } from '../session/resultsSlice';
import { selectSelection } from '../session/selectors';
import { StickyBar } from './ResultsScreen.styles';
import { useCanAddToSupplyChain } from './resultsActions';
import { useAddToSupplyChain } from './useAddToSupplyChain';

interface Props {
  /** Where focus goes when the bar vanishes under it (Cancel, or an add from the bar that closed its dialog). */
  focusWhenGone: () => HTMLElement | null | undefined;
}

/**
 * Shown while rows are selected: the count, add to supply chain, cancel (clears the selection).
 * It sits just above the table (and sticks to the top while the buyer scrolls it), so its actions
 * are a few Shift+Tabs from the ticked rows, not after every row and the pager.
 */
export const SelectionBar = memo(function SelectionBar({ focusWhenGone }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const selection = useSelector(selectSelection);
  const canAdd = useCanAddToSupplyChain();
  const addToSupplyChain = useAddToSupplyChain();
  const shown = selection.length > 0;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hintId = useId();
  // Issue 41: 2 to 5 suppliers side by side; Back on the comparison returns to this very page of results.
  const canCompare = selection.length >= COMPARE_MIN && selection.length <= COMPARE_MAX;
  const compare = () =>
    navigate(href.compare({ ids: selection, sid: new URLSearchParams(search).get('sid'), backTo: `${pathname}${search}` }));
  const wasShown = useRef(shown);

  useEffect(() => {
    const vanished = wasShown.current && !shown;
    wasShown.current = shown;
    // The control that had focus is gone (focus fell to <body>): carry on at the selection controls.
    if (vanished && (document.activeElement === null || document.activeElement === document.body)) focusWhenGone()?.focus();
  }, [shown, focusWhenGone]);

  if (!shown) return null;
  return (
    <StickyBar role="region" aria-label={t('selection.region')}>
      <p role="status">{t('selection.count', { count: selection.length })}</p>
      {canAdd && <Button onPress={() => addToSupplyChain(selection)}>{t('selection.add')}</Button>}
      <Button variant="secondary" isDisabled={!canCompare} aria-describedby={canCompare ? undefined : hintId} onPress={compare}>
        {t('selection.compare')}
      </Button>
      {!canCompare && <span id={hintId}>{t('selection.compareHint')}</span>}
      <Button variant="secondary" onPress={() => dispatch(selectionCleared())}>
        {t('selection.cancel')}
      </Button>
    </StickyBar>
  );
});
