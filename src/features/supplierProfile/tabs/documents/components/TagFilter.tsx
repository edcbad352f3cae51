import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_TAGS_ID, filterableTags, tagMatches } from '@/lib/documentRules';
import { SearchableSelect, type SearchableSelectOption } from '@/ui';
import { useDocumentFilterTags } from '../hooks';

/** The filter's choices and, for the chosen entry, every tag id it stands for (merged duplicates). */
export function useTagFilter(supplierId: number, chosen: number) {
  const tags = useDocumentFilterTags(supplierId);
  const merged = useMemo(() => filterableTags(tags.data ?? []), [tags.data]);
  const entry = merged.find((tag) => tag.id === chosen);
  // Until the tags arrive the URL's id is asked for as it is; once they are in, an id they do not
  // hold reads as All.
  const pending = !tags.data && chosen !== ALL_TAGS_ID;
  const tagIds = useMemo(() => (pending ? [chosen] : (entry?.ids ?? [])), [pending, chosen, entry]);
  return { tags, merged, chosenId: pending ? chosen : (entry?.id ?? ALL_TAGS_ID), tagIds };
}

interface TagFilterProps {
  filter: ReturnType<typeof useTagFilter>;
  onChange: (tagId: number) => void;
}

/** "View by" (spec 02 §2.9): All (id 0) then the supplier's tags, searchable by name. */
export function TagFilter({ filter, onChange }: TagFilterProps) {
  const { t } = useTranslation('profileDocuments');
  const options = useMemo<SearchableSelectOption<number>[]>(
    () => [{ id: ALL_TAGS_ID, label: t('tagFilter.all') }, ...filter.merged.map((tag) => ({ id: tag.id, label: tag.name }))],
    [filter.merged, t],
  );
  const failed = filter.tags.status === 'error';
  return (
    <SearchableSelect<number>
      label={t('tagFilter.label')}
      options={options}
      value={filter.chosenId}
      onChange={onChange}
      searchLabel={t('tagFilter.search')}
      emptyText={t('tagFilter.noMatch')}
      matches={(option, search) => tagMatches({ id: option.id, name: option.label }, search)}
      isInvalid={failed}
      errorMessage={failed ? t('tagFilter.failed') : undefined}
    />
  );
}
