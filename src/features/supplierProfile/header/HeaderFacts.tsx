import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { companyNumberWordingFor } from '@/platform/community';
import { formatDate } from '@/platform/i18n';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { headerDetailValue, type HeaderDetailField } from './headerDetails';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  > div { display: flex; gap: ${({ theme }) => theme.space.xs}; min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  /* A reference keeps the spaces the buyer typed inside it ("AB  12" is not "AB 12"). */
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; white-space: pre-wrap; overflow-wrap: anywhere; }
  /* A phone: one wrapped line of facts, separated by dots, in a smaller size. */
  ${({ theme }) => theme.media.down('tablet')} {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.45;
    > div { display: inline; }
    > div + div::before { content: ' · '; color: ${({ theme }) => theme.colors.textMuted}; }
    dt, dd { display: inline; }
    dt::after { content: ' '; }
  }
`;

interface HeaderFactsProps {
  details: SupplierDetailsDto;
  /** The buyer's own reference for the supplier (entity references), null when none or not loaded. */
  yourReference: string | null;
  fields: readonly HeaderDetailField[];
}

/**
 * The header's facts (spec 02 §2.5): location, the supplier's customer reference number (its
 * details), the buyer's own reference (spec 02 §4–§5, from entity references), then the configured
 * supplier details. Each from its own source; a fact without a value is left out.
 */
export function HeaderFacts({ details, yourReference, fields }: HeaderFactsProps) {
  const { t } = useTranslation('supplierProfile');
  const labelOf = (field: HeaderDetailField) =>
    field === 'companyNumber'
      ? t(`common:${companyNumberWordingFor(details.countryCode)}`)
      : field === 'vatNumber'
        ? t('common:community.vatNumber')
        : t(`header.${field}`);
  const facts: { key: string; label: string; value: string }[] = [];
  if (details.location) facts.push({ key: 'location', label: t('header.location'), value: details.location });
  if (details.customerReferenceNumber) {
    facts.push({ key: 'customerReferenceNumber', label: t('header.customerReferenceNumber'), value: details.customerReferenceNumber });
  }
  if (yourReference) facts.push({ key: 'yourReference', label: t('header.reference'), value: yourReference });
  for (const field of fields) {
    const value = headerDetailValue(field, details);
    if (value) facts.push({ key: field, label: labelOf(field), value: field === 'memberSince' ? formatDate(value) : value });
  }
  if (!facts.length) return null;
  return (
    <Facts>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Facts>
  );
}
