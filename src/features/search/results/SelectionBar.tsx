import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/ui';
import { selectionCleared } from '../session/resultsSlice';
import { selectSelection } from '../session/selectors';
import { StickyBar } from './ResultsScreen.styles';
import { useCanAddToSupplyChain } from './resultsActions';
import { useAddToSupplyChain } from './useAddToSupplyChain';

/** Shown while rows are selected: the count, add to supply chain, cancel (clears the selection). */
export function SelectionBar() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const selection = useSelector(selectSelection);
  const canAdd = useCanAddToSupplyChain();
  const addToSupplyChain = useAddToSupplyChain();
  if (selection.length === 0) return null;
  return (
    <StickyBar role="region" aria-label={t('selection.region')}>
      <p role="status">{t('selection.count', { count: selection.length })}</p>
      {canAdd && <Button onPress={() => addToSupplyChain(selection)}>{t('selection.add')}</Button>}
      <Button variant="secondary" onPress={() => dispatch(selectionCleared())}>
        {t('selection.cancel')}
      </Button>
    </StickyBar>
  );
}
