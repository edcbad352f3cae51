import { useTranslation } from 'react-i18next';
import { Button } from '@/ui';
import { CloseIcon } from '@/ui/icons';
import { useCommunitySettings } from '@/platform/session';
import type { WorkCategoryFilterEntry } from '@/services/search/types';
import { priceRangeText } from '../model/priceCopy';
import { Item, Muted } from './groups.styles';

interface Props {
  entry: WorkCategoryFilterEntry;
  canSetPrice: boolean;
  onEditPrice: () => void;
  onRemove: () => void;
}

export function ChosenWorkCategory({ entry, canSetPrice, onEditPrice, onRemove }: Props) {
  const { t } = useTranslation('searchFilters');
  const settings = useCommunitySettings();
  const name = entry.filterCopy?.title ?? '';
  return (
    <Item>
      <span className="grow">
        {name}
        {canSetPrice && (
          <>
            <br />
            <Muted>{priceRangeText(entry.filterCopy, t, settings?.currency ?? 'GBP', settings?.locale ?? 'en-GB')}</Muted>
          </>
        )}
      </span>
      {canSetPrice && (
        <Button variant="secondary" size="sm" aria-label={t('workCategories.setPriceRange', { name })} onPress={onEditPrice}>
          {t('workCategories.priceRange')}
        </Button>
      )}
      <Button variant="ghost" size="sm" aria-label={t('workCategories.remove', { name })} onPress={onRemove}>
        <CloseIcon size={16} aria-hidden />
      </Button>
    </Item>
  );
}
