import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseExpiringInDays } from '@/lib/expiry';
import type { WorkCategorySettings } from '@/platform/config/types';
import { Button, PhoneFilters, SearchField, Select, type SelectOption } from '@/ui';
import type { ExpirationFilter, StatusFilter, WorkCategoryFilter } from '../workCategoryRows';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  > * { min-width: 180px; }
`;

const ALL = 'all';
/** The type box writes to the URL once typing pauses, not on every keystroke (one history entry per search). */
const TYPE_SETTLE_MS = 300;

export type FilterChange = Partial<Record<'status' | 'type' | 'expiration' | 'expiringIn', string | undefined>>;

/**
 * The four filters (spec 03 §4–§5): status, work category type, expiration status and expiry window,
 * each offered as the community's configuration says. Values live in the URL (the caller's list params).
 */
export function WorkCategoryFilters({ filter, settings, onChange }: { filter: WorkCategoryFilter; settings: WorkCategorySettings['filters']; onChange: (change: FilterChange) => void }) {
  const { t } = useTranslation('workCategories');
  const [type, setType] = useState(filter.type ?? '');
  useEffect(() => setType(filter.type ?? ''), [filter.type]);
  useEffect(() => {
    if (type === (filter.type ?? '')) return undefined;
    const timer = window.setTimeout(() => onChange({ type: type || undefined }), TYPE_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [type, filter.type, onChange]);

  const statusOptions: SelectOption<string>[] = [
    { id: ALL, label: t('filters.all') },
    { id: 'verified' satisfies StatusFilter, label: t('filters.verified') },
    { id: 'notVerified' satisfies StatusFilter, label: t('filters.notVerified') },
  ];
  const expirationOptions: SelectOption<string>[] = [
    { id: ALL, label: t('filters.all') },
    { id: 'dueToExpire' satisfies ExpirationFilter, label: t('filters.dueToExpire') },
    { id: 'expired' satisfies ExpirationFilter, label: t('filters.expired') },
  ];
  const windows = [...new Set(settings.expiryDateOptions.map(parseExpiringInDays).filter((n): n is number => n !== null))];
  const windowOptions: SelectOption<string>[] = [
    { id: ALL, label: t('filters.anyTime') },
    ...windows.map((days) => ({ id: String(days), label: t('filters.expiringIn', { count: days }) })),
  ];
  const pick = (key: keyof FilterChange) => (value: string) => onChange({ [key]: value === ALL ? undefined : value });
  const activeCount = [filter.status, filter.type, filter.expiration, filter.expiringIn].filter((value) => value !== undefined && value !== '').length;
  const anySet = activeCount > 0;

  return (
    <Bar role="group" aria-label={t('filters.label')}>
      {/* On a phone the four filters fold behind one toggle, so the table's first row is on the first screen (issue 38). */}
      <PhoneFilters label={t('filters.toggle')} activeCount={activeCount} activeText={t('filters.active', { count: activeCount })}>
        {settings.status && <Select label={t('filters.status')} options={statusOptions} value={filter.status ?? ALL} onChange={pick('status')} />}
        {settings.workCategoryType && <SearchField label={t('filters.type')} clearLabel={t('filters.clearType')} value={type} onChange={setType} />}
        {settings.expirationStatus && (
          <Select label={t('filters.expiration')} options={expirationOptions} value={filter.expiration ?? ALL} onChange={pick('expiration')} />
        )}
        {windows.length > 0 && (
          <Select label={t('filters.window')} options={windowOptions} value={filter.expiringIn === undefined ? ALL : String(filter.expiringIn)} onChange={pick('expiringIn')} />
        )}
      </PhoneFilters>
      {anySet && (
        <Button variant="ghost" onPress={() => { setType(''); onChange({ status: undefined, type: undefined, expiration: undefined, expiringIn: undefined }); }}>
          {t('filters.clear')}
        </Button>
      )}
    </Bar>
  );
}
