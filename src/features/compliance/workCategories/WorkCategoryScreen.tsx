import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useParams } from '@/platform/router';
import { LinkButton, Spinner } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { complianceLinks } from '../complianceLinks';
import { WorkCategoriesFailure } from './components/WorkCategoriesFailure';
import { WorkCategoryFacts } from './components/WorkCategoryFacts';
import { WorkCategoryRequirements } from './components/WorkCategoryRequirements';
import { useWorkCategoryRows } from './useWorkCategoryRows';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

/** /compliance/work-categories/{id}: one work category, read-only, with Back to the compliance tab (spec 03 §2). */
export function WorkCategoryScreen() {
  const { t } = useTranslation('workCategories');
  const { workCategoryId } = useParams();
  const { supplier, status, error, rows } = useWorkCategoryRows();
  const category = rows?.find((row) => String(row.id) === workCategoryId);

  return (
    <Page aria-labelledby="work-category-heading">
      <LinkButton variant="ghost" href={complianceLinks.compliance(supplier.id)}>
        <ChevronLeftIcon size={16} /> {t('back')}
      </LinkButton>
      {status === 'error' ? (
        <>
          <h2 id="work-category-heading">{t('pageHeading')}</h2>
          <WorkCategoriesFailure supplierId={supplier.id} error={error} />
        </>
      ) : !rows ? (
        <Spinner label={t('loading')} />
      ) : !category ? (
        <>
          <h2 id="work-category-heading">{t('pageHeading')}</h2>
          <p role="alert">{t('categoryNotFound')}</p>
        </>
      ) : (
        <>
          <h2 id="work-category-heading">{category.name}</h2>
          <WorkCategoryFacts category={category} />
          <WorkCategoryRequirements requirements={category.requirements} />
        </>
      )}
    </Page>
  );
}
