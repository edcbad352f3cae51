import { memo } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/platform/i18n';
import styled from 'styled-components';
import { Alert, Radio, RadioGroup, Select } from '@/ui';
import { useComponentVisible, useIdentity } from '@/platform/session';
import { SEARCH_TYPES, type SearchTypeId } from '@/services/search/types';
import { argsKey, selectEntry, useResource } from '@/platform/resource';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import { selectGroupMissing } from './filtersSelectors';
import { selectSupplyChain } from './readSelectors';
import { useFiltersNeeded, useSearchTypeChoice } from './hooks';
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
 * The radios, the unit choice and its failure are separate components, each reading only what it
 * shows: the reference data arriving does not render the radios again (render cost, issue 12).
 */
export function SearchTypeChoice({ label }: SearchTypeChoiceProps) {
  const visible = useComponentVisible('inMySupplyChain');
  const identity = useIdentity();
  const { searchType, chooseSearchType } = useSearchTypeChoice();

  // The choice may render before any filter group (landing), so it asks for the reference data too.
  useFiltersNeeded();

  if (!visible || identity?.isSupplyChainOnly) return null;
  const inSupplyChain = searchType === SEARCH_TYPES.inMySupplyChain;

  return (
    <Root>
      <SearchTypeRadios label={label} searchType={searchType} onChange={chooseSearchType} />
      {inSupplyChain && <OrgUnitChoice />}
      {inSupplyChain && <SupplyChainFailure />}
    </Root>
  );
}

interface SearchTypeRadiosProps extends SearchTypeChoiceProps {
  searchType: SearchTypeId;
  onChange: (searchType: SearchTypeId) => void;
}

const SearchTypeRadios = memo(function SearchTypeRadios({ label, searchType, onChange }: SearchTypeRadiosProps) {
  const { t } = useTranslation('searchFilters');
  return (
    <RadioGroup
      label={t(`searchType.${label}`)}
      orientation="horizontal"
      value={String(searchType)}
      onChange={(value) => onChange(Number(value) as SearchTypeId)}
    >
      <Radio value={String(SEARCH_TYPES.allSuppliers)}>{t('searchType.allSuppliers')}</Radio>
      <Radio value={String(SEARCH_TYPES.inMySupplyChain)}>{t('searchType.inMySupplyChain')}</Radio>
    </RadioGroup>
  );
});

function OrgUnitChoice() {
  const { t } = useTranslation('searchFilters');
  const { orgUnitId, chooseOrgUnit } = useSearchTypeChoice();
  const orgUnits = useResource(myOrganisationUnits, {});
  const unitMissing = useSelector(selectGroupMissing('searchType'));
  return (
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
  );
}

const selectMyUnits = selectEntry(myOrganisationUnits.name, argsKey({}));

function SupplyChainFailure() {
  const { t } = useTranslation('searchFilters');
  const errorText = useErrorText();
  // Read, not asked for: the picker beside it reads the same entry (and the saga asks for it).
  const orgUnits = useSelector(selectMyUnits);
  // Read, not asked for: the supply chain group reads it (and the saga asks for it).
  const supplyChain = useSelector(selectSupplyChain);
  const failure = orgUnits.error ?? supplyChain.error;
  if (!failure) return null;
  return (
    <Alert tone="danger" autoCloseMs={null}>
      {failure.status === 403 ? t('errors.forbidden') : errorText(failure)}
    </Alert>
  );
}
