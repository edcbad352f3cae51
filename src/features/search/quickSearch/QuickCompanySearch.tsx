import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CreateOrganisation } from '../landing/CreateOrganisation';
import { selectQuickLookup } from '../session/selectors';
import { QuickSearchField } from './QuickSearchField';
import { isSearchable } from './quickSearchRules';
import { quickCompanyTextChanged } from './quickSearchSlice';

/**
 * The alternative company search (flag onionSearchEnabled, spec 01 §6): the same "supplier name or ID"
 * box, answered by POST search /quicksearch (name or company number) instead of the company register.
 */
export function QuickCompanySearch() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const lookup = useSelector(selectQuickLookup('company'));
  return (
    <div>
      <QuickSearchField label={t('company.label')} lookup={lookup} onTextChange={(text) => dispatch(quickCompanyTextChanged(text))} />
      <CreateOrganisation companyName={lookup.text.trim()} show={isSearchable(lookup.text) && lookup.hits.status === 'loaded'} />
    </div>
  );
}
