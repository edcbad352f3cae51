import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { href, useParams } from '@/platform/router';
import { useLoadedSupplier } from '@/platform/slots/CurrentSupplier';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { ErrorPanel, LinkButton, Spinner } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { WorkCategoriesFailure } from './components/WorkCategoriesFailure';
import { WorkCategoryFacts } from './components/WorkCategoryFacts';
import { WorkCategoryRequirements } from './components/WorkCategoryRequirements';
import { useProductService } from './hooks';
import { useWorkCategoryRows } from './useWorkCategoryRows';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * /compliance/work-categories/{id}: one work category, read-only, with Back to the compliance tab
 * (spec 03 §2). Its record is GET /supplier/{supplierId}/productservices/{id} (spec 03 §7), its facts
 * the supplier's work categories list; 'Supplier is not found' when no supplier is loaded (§8).
 */
export function WorkCategoryScreen() {
  const { t } = useTranslation('workCategories');
  const supplier = useLoadedSupplier();
  if (!supplier) {
    return (
      <Page aria-labelledby="work-category-heading">
        <h2 id="work-category-heading">{t('pageHeading')}</h2>
        <ErrorPanel headingLevel={3} heading={t('supplierNotFound')} />
      </Page>
    );
  }
  return <WorkCategoryPage supplier={supplier} />;
}

function WorkCategoryPage({ supplier }: { supplier: SupplierDetailsDto }) {
  const { t } = useTranslation('workCategories');
  const errorText = useErrorText();
  const { workCategoryId } = useParams();
  const id = workCategoryId && /^\d{1,9}$/.test(workCategoryId) ? Number(workCategoryId) : null;
  const { status, error, rows } = useWorkCategoryRows();
  const category = rows?.find((row) => row.id === id);
  const productService = useProductService(supplier.id, category ? category.id : null);

  let content;
  if (status === 'error') {
    content = (
      <>
        <h2 id="work-category-heading">{t('pageHeading')}</h2>
        <WorkCategoriesFailure supplierId={supplier.id} error={error} />
      </>
    );
  } else if (!rows) {
    content = <Spinner label={t('loading')} />;
  } else if (!category) {
    content = (
      <>
        <h2 id="work-category-heading">{t('pageHeading')}</h2>
        <p role="alert">{t('categoryNotFound')}</p>
      </>
    );
  } else if (productService.status === 'error') {
    content = (
      <>
        <h2 id="work-category-heading">{category.name}</h2>
        <ErrorPanel headingLevel={3} heading={t('failed')} message={productService.error ? errorText(productService.error) : undefined}
          actionLabel={t('tryAgain', { ns: 'common' })} onAction={productService.retry} />
      </>
    );
  } else if (!productService.data) {
    content = <Spinner label={t('loading')} />;
  } else {
    content = (
      <>
        <h2 id="work-category-heading">{productService.data.name}</h2>
        <WorkCategoryFacts category={category} />
        <WorkCategoryRequirements requirements={category.requirements} />
      </>
    );
  }

  return (
    <Page aria-labelledby="work-category-heading">
      <LinkButton variant="ghost" href={href.supplier.compliance({ supplierId: supplier.id })}>
        <ChevronLeftIcon size={16} /> {t('back')}
      </LinkButton>
      {content}
    </Page>
  );
}
