import { useTranslation } from 'react-i18next';
import { formatDate } from '@/platform/i18n/format';
import type { UdfItem, UdfSavedValue } from '@/services/udf/types';

/** A field in the read view: text as typed, checkbox Yes/No, dates dd/MM/yyyy, option titles. */
export function CustomFieldValue({ item, saved }: { item: UdfItem; saved: UdfSavedValue | undefined }) {
  const { t } = useTranslation('profileCustomFields');
  switch (item.type) {
    case 'checkbox':
      return <>{saved?.boolValue ? t('yes') : t('no')}</>;
    case 'date':
      return <>{(saved?.dateValue && formatDate(saved.dateValue.slice(0, 10) + 'T00:00:00')) || t('notSet')}</>;
    case 'text-field':
    case 'text-area':
      return <>{saved?.stringValue || t('notSet')}</>;
    default: {
      const chosen = item.items.filter((o) => saved?.options.includes(o.id)).map((o) => o.title);
      return <>{chosen.length ? chosen.join(', ') : t('notSet')}</>;
    }
  }
}
