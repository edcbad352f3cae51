import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import styled from 'styled-components';
import { Alert, Radio, RadioGroup, Select } from '@/ui';
import { useComponentVisible, useIdentity } from '@/platform/session';
import { SEARCH_TYPES, type SearchTypeId } from '@/services/search/types';
import { selectMissingGroups, selectOrgUnits, selectSupplyChain } from './filtersSelectors';
import { useSearchFilters, useSearchTypeChoice } from './hooks';
import { REQUIRED_FILTER_MESSAGE } from './model/requiredFilters';

export interface SearchTypeChoiceProps {
  /** The filters page says "Match my criteria"; the landing page "Match criteria with". */
  label: 'matchMyCriteria' | 'matchCriteriaWith';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * All Suppliers / Suppliers in my supply chain, with the organisation unit for the second; shown
 * only when the in-my-supply-chain component is visible and the account is not supply-chain-only.
 */
export function SearchTypeChoice({ label }: SearchTypeChoiceProps) {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  const visible = useComponentVisible('inMySupplyChain');
  const identity = useIdentity();
  const { searchType, orgUnitId, chooseSearchType, chooseOrgUnit } = useSearchTypeChoice();
  const orgUnits = useSelector(selectOrgUnits);
  const supplyChain = useSelector(selectSupplyChain);
  const unitMissing = useSelector(selectMissingGroups).includes('searchType');

  // The choice may render before any filter group (landing), so it asks for the reference data too.
  useSearchFilters();

  if (!visible || identity?.isSupplyChainOnly) return null;
  const inSupplyChain = searchType === SEARCH_TYPES.inMySupplyChain;
  const failure = orgUnits.error ?? supplyChain.error;

  return (
    <Root>
      <RadioGroup
        label={t(`searchType.${label}`)}
        orientation="horizontal"
        value={String(searchType)}
        onChange={(value) => chooseSearchType(Number(value) as SearchTypeId)}
      >
        <Radio value={String(SEARCH_TYPES.allSuppliers)}>{t('searchType.allSuppliers')}</Radio>
        <Radio value={String(SEARCH_TYPES.inMySupplyChain)}>{t('searchType.inMySupplyChain')}</Radio>
      </RadioGroup>
      {inSupplyChain && (
        <Select<number>
          label={t('searchType.orgUnit')}
          options={(orgUnits.data ?? []).map((unit) => ({ id: unit.accountId, label: unit.name }))}
          value={orgUnitId}
          onChange={chooseOrgUnit}
          isDisabled={orgUnits.status !== 'loaded'}
          placeholder={orgUnits.status === 'loading' ? t('searchType.orgUnitsLoading') : t('selectPlaceholder', { ns: 'common' })}
          isInvalid={unitMissing && orgUnitId === null}
          errorMessage={t(REQUIRED_FILTER_MESSAGE.searchType)}
        />
      )}
      {inSupplyChain && failure && (
        <Alert tone="danger" autoCloseMs={null}>
          {failure.status === 403 ? t('errors.forbidden') : errorText(failure)}
        </Alert>
      )}
    </Root>
  );
}
