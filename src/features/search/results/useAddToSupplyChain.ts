import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { addToSupplyChainRequested } from '../session/searchSessionSlice';

/** The add-to-segment dialog is its own issue; until then the action says so (no fake success). */
export function useAddToSupplyChain() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  return (supplierIds: number[]) =>
    dispatch(addToSupplyChainRequested({ supplierIds, notice: t('notBuilt.addToSupplyChain') }));
}
