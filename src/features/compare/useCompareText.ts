import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '@/platform/i18n';
import { useCommunitySettings } from '@/platform/session';
import type { CellValue, RowLabel } from './compareRules';

/** Spec 02 §9: GBP and en-GB unless the community's configuration says otherwise. */
const DEFAULT_MONEY = { currency: 'GBP', locale: 'en-GB' };

/**
 * The words of the comparison: a row's label and a cell's text, the same on screen, in the CSV and
 * on paper.
 */
export function useCompareText() {
  const { t } = useTranslation('compare');
  const settings = useCommunitySettings();
  const money = useMemo(() => (settings ? { currency: settings.currency, locale: settings.locale } : DEFAULT_MONEY), [settings]);

  const rowLabel = useCallback((label: RowLabel): string => {
    if ('fact' in label) return t(`rows.${label.fact}`);
    if ('distanceFrom' in label) return label.distanceFrom ? t('rows.distanceFrom', { place: label.distanceFrom }) : t('rows.distance');
    if ('level' in label) return t('rows.level', { name: label.level });
    if ('workCategory' in label) return t('rows.workCategory', { name: label.workCategory });
    if ('requirementId' in label) return label.requirement ?? t('rows.unknownRequirement', { id: label.requirementId });
    return t('rows.summary');
  }, [t]);

  const cellText = useCallback((cell: CellValue): string => {
    const empty = t('cell.empty');
    switch (cell.kind) {
      case 'text':
        return cell.text?.trim() ? cell.text : empty;
      case 'count':
        return cell.value === null ? empty : formatNumber(cell.value, money.locale);
      case 'distance':
        return cell.value === null ? empty : t(cell.unit === 'km' ? 'cell.km' : 'cell.miles', { value: formatNumber(cell.value, money.locale) });
      case 'money':
        return cell.value === null ? empty : formatMoney(cell.value, money.currency, money.locale);
      case 'date':
        return cell.iso ? formatDate(cell.iso) : empty;
      case 'held':
        return cell.statusName ?? t('cell.notHeld');
      case 'list':
        return cell.items.length ? cell.items.join(', ') : t('cell.none');
      case 'policyState':
        return t(`states.${cell.state}`);
      case 'policySummary':
        return t('summary', { met: cell.met, total: cell.total });
      default:
        return empty;
    }
  }, [t, money]);

  return { rowLabel, cellText };
}
