import { useTranslation } from 'react-i18next';
import { href, navigateTo } from '@/platform/router';
import type { ApiError } from '@/platform/http';
import { ErrorPanel } from '@/ui';

/**
 * A failed work categories load (spec 03 §4, §8): the Error panel with the spec's words and a button
 * back to the compliance status; 'Supplier is not found' when the platform does not know the supplier.
 */
export function WorkCategoriesFailure({ supplierId, error, headingLevel = 3 }: { supplierId: number; error: ApiError | null; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('workCategories');
  const notFound = error?.status === 404;
  return (
    <ErrorPanel
      heading={t(notFound ? 'supplierNotFound' : 'failed')}
      actionLabel={t('backToCompliance')}
      onAction={() => navigateTo(href.supplier.compliance({ supplierId }))}
      headingLevel={headingLevel}
    />
  );
}
