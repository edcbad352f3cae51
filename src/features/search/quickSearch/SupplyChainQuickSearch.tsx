import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { SEARCH_TYPES } from '@/services/search/types';
import { selectSearchOrgUnitId, selectSearchType } from '../filters/filtersSelectors';
import { selectQuickLookup } from '../session/selectors';
import { QuickSearchField } from './QuickSearchField';
import { supplyChainQuickTextChanged } from './quickSearchSlice';

// Between the organisation unit and the filter groups: spaced like the fields of the search-type choice.
const Root = styled.div`
  margin-block: ${({ theme }) => theme.space.md};
`;

/**
 * Spec 01 §5's "supply-chain search box": in in-my-supply-chain mode, once a unit is chosen, find a
 * supplier of that unit's supply chain by name or company number and open it (POST /quicksearch
 * limited to the unit, 3 characters minimum).
 */
export function SupplyChainQuickSearch() {
  const orgUnitId = useSelector(selectSearchOrgUnitId);
  const inSupplyChain = useSelector(selectSearchType) === SEARCH_TYPES.inMySupplyChain;
  if (!inSupplyChain || orgUnitId === null) return null;
  return <SupplyChainBox orgUnitId={orgUnitId} />;
}

function SupplyChainBox({ orgUnitId }: { orgUnitId: number }) {
  const { t } = useTranslation('quickSearch');
  const dispatch = useDispatch();
  const lookup = useSelector(selectQuickLookup('supplyChain'));
  const { text } = lookup;
  const askedFor = lookup.orgUnitId;

  // Another unit is another supply chain: what was typed is asked again of the new one.
  useEffect(() => {
    if (text && askedFor !== orgUnitId) dispatch(supplyChainQuickTextChanged({ text, orgUnitId }));
  }, [orgUnitId, askedFor, text, dispatch]);

  return (
    <Root>
      <QuickSearchField
        label={t('supplyChainLabel')}
        lookup={lookup}
        onTextChange={(value) => dispatch(supplyChainQuickTextChanged({ text: value, orgUnitId }))}
      />
    </Root>
  );
}
