import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/platform/i18n';
import type { SavedSearchDto } from '@/services/search/savedSearchesTypes';
import { SEARCH_TYPES, type FilterEntry } from '@/services/search/types';
import { Badge, Button } from '@/ui';
import { DeleteSavedSearchDialog } from './DeleteSavedSearchDialog';
import { droppedNames } from './droppedNames';
import type { useRunSavedSearch } from './hooks';
import { RenameSavedSearchDialog } from './RenameSavedSearchDialog';
import { Item, ItemActions, TitleRow } from './SavedSearches.styles';
import { ShareLinkDialog } from './ShareLinkDialog';

interface Props {
  search: SavedSearchDto;
  /** The chips' words for its filters (the search type left out); null where a filter no longer exists; null while loading. */
  labels: (string | null)[] | null;
  runner: ReturnType<typeof useRunSavedSearch>;
  /** Once it is deleted (before the list is read again without it). */
  onDeleted: (id: number) => void;
}

const searchTypeOf = (entries: FilterEntry[]) =>
  (entries.find((e) => e.id === 'searchType')?.query as { SearchType?: number } | undefined)?.SearchType ?? SEARCH_TYPES.allSuppliers;

type Open = 'rename' | 'share' | 'delete' | null;

export function SavedSearchItem({ search, labels, runner, onDeleted }: Props) {
  const { t } = useTranslation('savedSearches');
  const [open, setOpen] = useState<Open>(null);
  const { name } = search;
  const filters = search.orderedFilters.filter((e) => e.id !== 'searchType');
  const gone = labels ? filters.filter((_, i) => labels[i] === null) : [];
  const searchType = t(searchTypeOf(search.orderedFilters) === SEARCH_TYPES.inMySupplyChain ? 'summary.inMySupplyChain' : 'summary.allSuppliers');
  const summary = labels ? [searchType, ...labels.filter((l): l is string => l !== null)].join(t('summary.separator')) : t('summary.loading');
  const running = runner.running?.id === search.id ? runner.running : null;
  const headingId = `saved-search-${search.id}`;

  return (
    <Item aria-labelledby={headingId}>
      <TitleRow>
        <h3 id={headingId}>{name}</h3>
        {search.newCount > 0 && (
          <Button
            variant="link"
            onPress={() => runner.start(search, true)}
            isPending={running?.onlyNew === true}
            aria-label={t('list.showNew', { count: search.newCount, name })}
          >
            <Badge tone="info">{t('list.newCount', { count: search.newCount })}</Badge>
          </Button>
        )}
      </TitleRow>
      <p>{summary}</p>
      {gone.length > 0 && <p className="muted">{t('list.dropped', { count: gone.length, names: droppedNames(gone, t) })}</p>}
      <p className="muted">{t('list.lastRun', { date: formatDateTime(search.lastRunOn) })}</p>
      <ItemActions>
        <Button size="sm" onPress={() => runner.start(search, false)} isPending={running?.onlyNew === false} aria-label={t('list.runLabel', { name })}>
          {t('list.run')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setOpen('rename')} aria-label={t('list.renameLabel', { name })}>
          {t('list.rename')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setOpen('share')} aria-label={t('list.shareLabel', { name })}>
          {t('list.share')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setOpen('delete')} aria-label={t('list.deleteLabel', { name })}>
          {t('list.delete')}
        </Button>
      </ItemActions>
      {open === 'rename' && <RenameSavedSearchDialog search={search} onClose={() => setOpen(null)} />}
      {open === 'share' && <ShareLinkDialog search={search} onClose={() => setOpen(null)} />}
      {open === 'delete' && (
        <DeleteSavedSearchDialog
          search={search}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            onDeleted(search.id);
            setOpen(null);
          }}
        />
      )}
    </Item>
  );
}
