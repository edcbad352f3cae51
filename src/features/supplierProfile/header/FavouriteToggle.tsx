import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '@/ui/Button.styles';
import { StarIcon } from '@/ui/icons/StarIcon';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { useFavouriteToggle } from '../hooks';

const Toggle = styled(ToggleButton)<ButtonStyleProps>`
  ${buttonStyles}
  gap: ${({ theme }) => theme.space.xs};
  &[data-selected] svg { color: ${({ theme }) => theme.colors.warning}; }
`;

/** A pressed/unpressed star: the request goes at once, a toast confirms (spec 02 §4). */
export function FavouriteToggle({ details }: { details: SupplierDetailsDto }) {
  const { t } = useTranslation('supplierProfile');
  const toggle = useFavouriteToggle(details.id);
  return (
    <Toggle
      $variant="secondary"
      $size="md"
      isSelected={details.isFavourite}
      onChange={(isFavourite) => toggle({ supplierId: details.id, isFavourite, name: details.tradeName })}
    >
      <StarIcon filled={details.isFavourite} size={18} />
      {t('favourite.label')}
    </Toggle>
  );
}
