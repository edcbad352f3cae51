import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '@/platform/i18n';
import { WarningIcon } from '@/ui/icons';
import type { WorkCategoryRow } from '../workCategoryRows';

const Expired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const DateAndIcon = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Cell = styled.span`
  position: relative;
  display: inline-flex;
  .tip { display: none; }
  &:not([data-dismissed]):hover .tip,
  &:not([data-dismissed]) button:focus-visible + .tip {
    display: block;
  }
`;

const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.warning};
  cursor: help;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Tip = styled.span`
  position: absolute;
  bottom: calc(100% + 4px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.textInverse};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The due-to-expire icon and its tooltip (spec 02 §4): shown on hover and on keyboard focus, Escape
 * hides it (WCAG 1.4.13). A native button with a CSS tooltip rather than a react-aria TooltipTrigger:
 * a page holds dozens and a filter change re-renders them all (issue 16's 100 ms budget).
 */
function DueIcon({ label }: { label: string }) {
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Shown by hover, the tooltip must still close on Escape wherever focus is.
  useEffect(() => {
    if (!hovered) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDismissed(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hovered]);
  return (
    <Cell
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <IconButton aria-label={label} onKeyDown={(e) => e.key === 'Escape' && setDismissed(true)} onBlur={() => setDismissed(false)}>
        <WarningIcon size={16} />
      </IconButton>
      <Tip className="tip" role="tooltip">
        {label}
      </Tip>
    </Cell>
  );
}

/** The expiry column: "Expired" in red once under 1 day is left; otherwise the date, with the due-to-expire icon when due. */
export function ExpiryCell({ row }: { row: WorkCategoryRow }) {
  const { t } = useTranslation('workCategories');
  if (row.expiry === 'expired') return <Expired>{t('expiry.expired')}</Expired>;
  const date = row.expiryDate ? formatDate(row.expiryDate) : '-';
  if (row.expiry !== 'dueToExpire') return <>{date}</>;
  return (
    <DateAndIcon>
      {date}
      <DueIcon label={t('expiry.dueIn', { count: row.daysLeft ?? 0 })} />
    </DateAndIcon>
  );
}
