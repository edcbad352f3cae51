import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { CloseIcon } from '@/ui/icons';
import { selectBasket } from '../filtersSelectors';
import { useFilterChoices } from '../hooks';
import { useEntryLabel } from '../components/useEntryLabel';
import { Item, ItemList } from './groups.styles';

/** The locations already chosen, each removable from here as well as from the basket. */
export function ChosenLocations() {
  const { t } = useTranslation('searchFilters');
  const label = useEntryLabel();
  const { remove } = useFilterChoices();
  const chosen = useSelector(selectBasket).filter((b) => b.group === 'location');
  if (!chosen.length) return null;
  return (
    <ItemList aria-label={t('groups.location')}>
      {chosen.map(({ key, entry }) => (
        <Item key={key}>
          <span className="grow">{label(entry)}</span>
          <Button variant="ghost" size="sm" aria-label={t('basket.remove', { label: label(entry) })} onPress={() => remove(key)}>
            <CloseIcon size={16} aria-hidden />
          </Button>
        </Item>
      ))}
    </ItemList>
  );
}
