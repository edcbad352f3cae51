import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Checkbox, ComboBox } from '@/ui';
import { useCommunitySettings, useComponentVisible } from '@/platform/session';
import type { WorkCategoryFilterEntry } from '@/services/search/types';
import type { ProductServiceFlatItem } from '@/services/trades/types';
import {
  selectChosenKeys, selectGroupMissing, selectOrderedFilters,
} from '../filtersSelectors';
import { useFilterChoices, useTypeaheads, useWorkCategorySuggestions } from '../hooks';
import { WORK_CATEGORY_MIN_CHARS, WORK_CATEGORY_REFINE_AT } from '../model/constants';
import { entryKey, workCategoryEntry } from '../model/filterEntries';
import { workCategoryLabel } from '../model/labels';
import { REQUIRED_FILTER_MESSAGE } from '../model/requiredFilters';
import { ChosenWorkCategory } from './ChosenWorkCategory';
import { GroupBody, ItemList } from './groups.styles';

const PriceRangeDialog = lazy(() => import('./PriceRangeDialog').then((m) => ({ default: m.PriceRangeDialog })));

interface Suggestion extends ProductServiceFlatItem {
  label: string;
  description: string;
}

/** Work-category type-ahead (spec 01 §5): 3+ characters, 200 ms, hints for too few, many or no matches. */
export function WorkCategoriesGroup() {
  const { t } = useTranslation('searchFilters');
  const settings = useCommunitySettings();
  const chosenKeys = useSelector(selectChosenKeys);
  const missing = useSelector(selectGroupMissing('workCategories'));
  const chosen = useSelector(selectOrderedFilters).filter((e): e is WorkCategoryFilterEntry => e.id === 'productServicesIDs');
  const notationOn = useComponentVisible('notationValue');
  const { responseShape: shape, setResponseShape } = useTypeaheads();
  const { add, remove } = useFilterChoices();
  const [input, setInput] = useState('');
  const suggestions = useWorkCategorySuggestions(input);
  const [editing, setEditing] = useState<WorkCategoryFilterEntry | null>(null);

  const label = (name: string) => workCategoryLabel(name, settings?.variantId);
  const trimmed = input.trim();
  // Suggestions belong to the text they answered; below the minimum the list stays empty and closed.
  const current = trimmed.length >= WORK_CATEGORY_MIN_CHARS ? suggestions.items : [];
  const items: Suggestion[] = current
    .map((item) => ({ ...item, label: label(item.name), description: [item.nameLevel1, item.nameLevel2].map(label).join(' › ') }))
    .filter((item) => !chosenKeys.has(entryKey(workCategoryEntry(item, item.label))));

  const { loaded } = suggestions;
  let hint: string | undefined;
  if (trimmed.length > 0 && trimmed.length < WORK_CATEGORY_MIN_CHARS) hint = t('workCategories.typeMore');
  else if (loaded && items.length >= WORK_CATEGORY_REFINE_AT) hint = t('workCategories.refine');
  else if (suggestions.status === 'error') hint = t('errors.requestFailed');

  const onInput = setInput;

  return (
    <GroupBody>
      <ComboBox<Suggestion>
        label={t('workCategories.label')}
        items={items}
        inputValue={input}
        onInputChange={onInput}
        selectedKey={null}
        onSelectionChange={(item) => {
          if (!item) return;
          add(workCategoryEntry(item, item.label));
          onInput('');
        }}
        hint={hint}
        emptyText={loaded ? t('workCategories.noResults', { query: trimmed }) : undefined}
        // Loading covers the debounce too, so the list opens at once and fills when the reply lands.
        isLoading={trimmed.length >= WORK_CATEGORY_MIN_CHARS && !loaded && suggestions.status !== 'error'}
        loadingLabel={t('workCategories.loadingSuggestions')}
        isInvalid={missing && chosen.length === 0}
        errorMessage={t(REQUIRED_FILTER_MESSAGE.workCategories)}
      />
      <Checkbox
        isSelected={shape === 'hierarchy'}
        onChange={(grouped) => setResponseShape(grouped ? 'hierarchy' : 'flat')}
      >
        {t('workCategories.grouped')}
      </Checkbox>
      {chosen.length > 0 && (
        <ItemList aria-label={t('workCategories.chosen')}>
          {chosen.map((entry) => (
            <ChosenWorkCategory
              key={entryKey(entry)}
              entry={entry}
              canSetPrice={notationOn}
              onEditPrice={() => setEditing(entry)}
              onRemove={() => remove(entry)}
            />
          ))}
        </ItemList>
      )}
      {editing && (
        <Suspense fallback={null}>
          <PriceRangeDialog entry={editing} onClose={() => setEditing(null)} onSave={(next) => add(next)} />
        </Suspense>
      )}
    </GroupBody>
  );
}
