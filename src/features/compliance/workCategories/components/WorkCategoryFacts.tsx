import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCommunitySettings } from '@/platform/session';
import { formatDate, formatMoney } from '@/platform/i18n';
import { workCategoryStatusText } from '@/services/compliance/statusText';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import { FactPairs } from '@/ui';

const List = styled(FactPairs)`
  dt { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

/** A work category's read-only facts (spec 03 §3), shown in the side panel and on its page. */
export function WorkCategoryFacts({ category }: { category: WorkCategoryDto }) {
  const { t } = useTranslation('workCategories');
  const community = useCommunitySettings();
  const dash = (value: string | null | undefined) => (value ? value : '-');
  const facts: [string, string][] = [
    [t('fields.section'), dash(category.sectionName)],
    [t('fields.subSection'), dash(category.subSectionName)],
    [t('fields.status'), dash(category.statusName && workCategoryStatusText(category.statusName, (key) => t(key)))],
    [t('fields.verificationStatus'), dash(category.verificationStatusDetailed)],
    [t('fields.verifiedOn'), dash(formatDate(category.verifiedOnDate))],
    [t('fields.expiry'), dash(formatDate(category.expiryDate))],
    [t('fields.notationalValue'), dash(category.notationalValue)],
    [t('fields.subContract'), dash(category.subContractCategory)],
    [
      t('fields.maxContractValue'),
      category.maxContractValue === null ? '-' : formatMoney(category.maxContractValue, community?.currency ?? 'GBP', community?.locale ?? 'en-GB'),
    ],
    [t('fields.verificationMode'), t(`modes.${category.verificationMode}`)],
    [t('fields.numberOfCategories'), String(category.numberOfCategories)],
  ];
  return (
    <List>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
