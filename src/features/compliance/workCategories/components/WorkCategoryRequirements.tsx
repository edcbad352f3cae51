import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WorkCategoryRequirementDto } from '@/services/compliance/workCategoryTypes';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
`;

/** complianceStatus.id 1 means resolved (spec 03 §3); not applicable when compliance does not apply. */
const statusKey = (r: WorkCategoryRequirementDto) =>
  !r.isComplianceApplicable ? 'panel.notApplicable' : r.complianceStatus?.id === 1 ? 'panel.resolved' : 'panel.notResolved';

/** The requirements behind a work category (the side panel's and the page's list). */
export function WorkCategoryRequirements({ requirements, headingLevel = 3 }: { requirements: WorkCategoryRequirementDto[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('workCategories');
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="wc-requirements">
      <Heading id="wc-requirements">{t('panel.requirements')}</Heading>
      {requirements.length === 0 ? (
        <p>{t('panel.noRequirements')}</p>
      ) : (
        <Table aria-labelledby="wc-requirements">
          <thead>
            <tr>
              <th scope="col">{t('panel.requirement')}</th>
              <th scope="col">{t('panel.standard')}</th>
              <th scope="col">{t('panel.status')}</th>
            </tr>
          </thead>
          <tbody>
            {requirements.map((requirement) => (
              <tr key={requirement.id}>
                <th scope="row">{requirement.name}</th>
                <td>{requirement.standardName}</td>
                <td>{t(statusKey(requirement))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
