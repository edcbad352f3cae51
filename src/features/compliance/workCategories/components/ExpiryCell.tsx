import { useTranslation } from 'react-i18next';
import { Button as RACButton, Tooltip, TooltipTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { formatDate } from '@/platform/i18n';
import { WarningIcon } from '@/ui/icons';
import type { WorkCategoryRow } from '../workCategoryRows';

const Expired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const IconButton = styled(RACButton)`
  display: inline-flex;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.warning};
  cursor: help;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Tip = styled(Tooltip)`
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.textInverse};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The expiry column (spec 02 §4): "Expired" in red once under 1 day is left; otherwise the date,
 * with a due-to-expire icon whose tooltip says how long is left (a focusable button, so keyboard
 * users reach the tooltip too).
 */
export function ExpiryCell({ row }: { row: WorkCategoryRow }) {
  const { t } = useTranslation('workCategories');
  if (row.expiry === 'expired') return <Expired>{t('expiry.expired')}</Expired>;
  const date = row.expiryDate ? formatDate(row.expiryDate) : '-';
  if (row.expiry !== 'dueToExpire') return <>{date}</>;
  const label = t('expiry.dueIn', { count: row.daysLeft ?? 0 });
  return (
    <Cell>
      {date}
      <TooltipTrigger delay={300}>
        <IconButton aria-label={label}>
          <WarningIcon size={16} />
        </IconButton>
        <Tip placement="top">{label}</Tip>
      </TooltipTrigger>
    </Cell>
  );
}
