import { useMemo } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextField } from '@/ui';
import { useCommunitySettings } from '@/platform/session';
import type { WorkCategoryFilterEntry } from '@/services/search/types';
import { withPriceRange } from '../model/filterEntries';
import { parseWholeAmount, priceRangeSchemaFor, type PriceRangeValues } from './priceRange.schema';
import { GroupBody } from './groups.styles';

interface Props {
  entry: WorkCategoryFilterEntry;
  onSave: (entry: WorkCategoryFilterEntry) => void;
  onClose: () => void;
}

const initial = (v: number | null | undefined) => (typeof v === 'number' ? String(v) : '');

/** The notation (contract value) range of one chosen work category; Save is blocked while an error shows. */
export function PriceRangeDialog({ entry, onSave, onClose }: Props) {
  const { t } = useTranslation('searchFilters');
  const settings = useCommunitySettings();
  const currency = settings?.currency ?? 'GBP';
  // Amounts are read in the locale the filter shows them in ("£1,000", "1 000 €").
  const locale = settings?.locale ?? 'en-GB';
  const schema = useMemo(() => priceRangeSchemaFor(locale), [locale]);
  const name = entry.filterCopy?.title ?? '';

  return (
    <FormDialog<PriceRangeValues>
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('priceRange.title', { name })}
      closeLabel={t('close', { ns: 'common' })}
      cancelLabel={t('priceRange.cancel')}
      submitLabel={t('priceRange.save')}
      width={480}
      initialValues={{ from: initial(entry.query?.MinValue), to: initial(entry.query?.MaxValue) }}
      validationSchema={schema}
      onSubmit={(values) => {
        onSave(withPriceRange(entry, parseWholeAmount(values.from, locale), parseWholeAmount(values.to, locale)));
        onClose();
      }}
    >
      {(form) => <PriceRangeFields form={form} currency={currency} />}
    </FormDialog>
  );
}

function PriceRangeFields({ form, currency }: { form: FormikProps<PriceRangeValues>; currency: string }) {
  const { t } = useTranslation('searchFilters');
  // Errors show as the buyer types, not only after leaving the field.
  const field = (key: keyof PriceRangeValues) => ({
    value: form.values[key],
    onChange: (value: string) => {
      void form.setFieldTouched(key, true, false);
      void form.setFieldValue(key, value, true);
    },
    isInvalid: Boolean(form.errors[key]),
    errorMessage: form.errors[key] ? t(form.errors[key]) : undefined,
    inputMode: 'numeric' as const,
  });
  return (
    <GroupBody>
      <TextField label={t('priceRange.from', { currency })} description={t('priceRange.hint')} {...field('from')} />
      <TextField label={t('priceRange.to', { currency })} {...field('to')} />
    </GroupBody>
  );
}
