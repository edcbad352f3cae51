import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canViewComplianceAnswers } from '@/platform/auth/connectionPolicies';
import { formatDate } from '@/platform/i18n';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { Button, Link, Spinner } from '@/ui';
import { ComplianceDocuments } from '../certificates/ComplianceDocuments';
import { useComplianceCertificates, useComplianceInsurances } from '../certificates/hooks';
import { useWorkCategories } from '../workCategories/hooks';
import { compliantUntil, expiryItems, timelineGroups, type ExpiryItem } from './expiryTimelineModel';
import { useComplianceDetails } from '../levels/hooks';
import { href } from '@/platform/router';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Until = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong { margin-left: ${({ theme }) => theme.space.sm}; }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: ${({ theme }) => theme.space.xs} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
`;

const Expired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const InPage = styled.a`
  color: ${({ theme }) => theme.colors.link};
`;

function ItemLink({ supplierId, item, canViewAnswers, children }: { supplierId: number; item: ExpiryItem; canViewAnswers: boolean; children: string }) {
  // Without view-compliance-answers a requirement's page sends the buyer back here (spec 03 §6): no link.
  if (item.target && 'requirementId' in item.target && !canViewAnswers) return <>{children}</>;
  if (item.target && 'requirementId' in item.target) return <Link href={href.supplier.compliance.requirement({ supplierId, requirementId: item.target.requirementId })}>{children}</Link>;
  if (item.target && 'workCategoryId' in item.target) return <Link href={href.supplier.workCategories.workCategory({ supplierId, workCategoryId: item.target.workCategoryId })}>{children}</Link>;
  // A certificate has no page of its own: its download is in the documents section below (a plain
  // in-page anchor, so the browser scrolls to it).
  return <InPage href="#compliance-documents">{children}</InPage>;
}

/**
 * Beyond the spec (issue 16 item 8): one place for every expiry. "Compliant until" is the earliest
 * expiry among verified requirements, certificates, insurances and work categories; below it,
 * what expires within 30, 90 and 720 days, expired first, each linking to its page. Requirement
 * expiries come from the compliance host's detailslist (spec 03 §7). A source that fails is named,
 * and "Compliant until" is not guessed without it. CONTRACT: props { supplierId }.
 */
export function ExpiryTimeline({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('expiryTimeline');
  const canViewAnswers = useProfilePolicy(canViewComplianceAnswers);
  const sources = {
    requirements: useComplianceDetails(supplierId),
    certificates: useComplianceCertificates(supplierId),
    insurances: useComplianceInsurances(supplierId),
    workCategories: useWorkCategories(supplierId),
  };
  const states = Object.entries(sources) as [keyof typeof sources, (typeof sources)[keyof typeof sources]][];
  const failed = states.filter(([, s]) => s.status === 'error');
  const loading = states.some(([, s]) => s.status !== 'error' && !s.data);
  const { requirements, certificates, insurances, workCategories } = sources;
  const items = useMemo(
    () => expiryItems({ requirements: requirements.data, certificates: certificates.data, insurances: insurances.data, workCategories: workCategories.data }),
    [requirements.data, certificates.data, insurances.data, workCategories.data],
  );
  const groups = useMemo(() => timelineGroups(items), [items]);
  const until = compliantUntil(items);

  return (
    <>
      <Section aria-labelledby="expiry-timeline-heading">
        <h3 id="expiry-timeline-heading">{t('heading')}</h3>
        {loading ? (
          <Spinner label={t('loading')} />
        ) : (
          <>
            <Until>
              {t('compliantUntil')}
              <strong>{failed.length ? t('compliantUntilUnknown') : until ? formatDate(until.expiryDate) : t('compliantUntilNone')}</strong>
            </Until>
            <p>{t('compliantUntilHelp')}</p>
            {failed.length > 0 && (
              <p role="alert">
                {t('partial', { sources: failed.map(([name]) => t(`sources.${name}`)).join(', ') })}{' '}
                <Button variant="secondary" size="sm" onPress={() => failed.forEach(([, s]) => s.retry())}>
                  {t('tryAgain')}
                </Button>
              </p>
            )}
            {groups.length === 0 ? (
              <p>{t('nothingDue')}</p>
            ) : (
              groups.map(({ group, items: inGroup }) => (
                <section key={group} aria-labelledby={`expiry-${group}`}>
                  <h4 id={`expiry-${group}`}>{t(`groups.${group}`)}</h4>
                  <Items>
                    {inGroup.map((item) => (
                      <li key={item.key}>
                        {t('kindLabel', { kind: t(`kinds.${item.kind}`) })}{' '}
                        <ItemLink supplierId={supplierId} item={item} canViewAnswers={canViewAnswers}>
                          {item.kind === 'insurance' ? t('insuranceName', { type: item.name }) : item.name}
                        </ItemLink>
                        {' — '}
                        {item.daysLeft < 1 ? (
                          <Expired>{t('expiredOn', { date: formatDate(item.expiryDate) })}</Expired>
                        ) : (
                          <>
                            {t('expiresOn', { date: formatDate(item.expiryDate) })} ({t('daysLeft', { count: item.daysLeft })})
                          </>
                        )}
                      </li>
                    ))}
                  </Items>
                </section>
              ))
            )}
          </>
        )}
      </Section>
      <ComplianceDocuments supplierId={supplierId} />
    </>
  );
}
