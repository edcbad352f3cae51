import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { CloseIcon } from '@/ui/icons';
import { selectBasket } from '../filtersSelectors';
import { useFilterChoices } from '../hooks';
import { useEntryLabel } from '../components/useEntryLabel';
import type { FilterGroupKey } from '../model/groups';
import { Item, ItemList } from './groups.styles';

interface Props {
  group: FilterGroupKey;
  /** The list's accessible name. */
  label: string;
}

/**
 * A group's chosen filters, each removable from here as well as from the basket. Groups whose
 * choice is made in a type-ahead or a dialog need it: the landing page has no basket, so without
 * it the only trace of the choice would be a smaller count.
 */
export function ChosenEntries({ group, label }: Props) {
  const { t } = useTranslation('searchFilters');
  const entryLabel = useEntryLabel();
  const { remove } = useFilterChoices();
  const chosen = useSelector(selectBasket).filter((b) => b.group === group);
  if (!chosen.length) return null;
  return (
    <ItemList aria-label={label}>
      {chosen.map(({ key, entry }) => (
        <Item key={key}>
          <span className="grow">{entryLabel(entry)}</span>
          <Button variant="ghost" size="sm" aria-label={t('basket.remove', { label: entryLabel(entry) })} onPress={() => remove(key)}>
            <CloseIcon size={16} aria-hidden />
          </Button>
        </Item>
      ))}
    </ItemList>
  );
}
