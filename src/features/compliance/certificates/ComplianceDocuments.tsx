import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CertificateList, complianceStatementDownloadRequested, fileNameFor } from '@/platform/certificates';
import { languageIdOf } from '@/platform/i18n/languageIds';
import { useLanguage } from '@/platform/session';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { canDownloadCertificates, canDownloadComplianceStatement } from '@/platform/auth/profilePolicies';
import { useCurrentSupplier } from '@/platform/slots/CurrentSupplier';
import { Button, Link } from '@/ui';
import { useComplianceCertificates } from './hooks';
import { href } from '@/platform/router';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The compliance area's certificates and documents (spec 03 §1, §7): the shared certificate list (the
 * profile menu's dialog shows the same one), the compliance statement named by the supplier, and the
 * way to the COVID-19 questionnaire. Each under the same community and permission rules as the menu.
 */
export function ComplianceDocuments({ supplierId, goalId, compliancePolicyId }: { supplierId: number; goalId?: number; compliancePolicyId?: number }) {
  const { t } = useTranslation('complianceDocuments');
  const dispatch = useDispatch();
  const supplier = useCurrentSupplier();
  const language = useLanguage();
  const showCertificates = useProfilePolicy(canDownloadCertificates);
  const showStatement = useProfilePolicy(canDownloadComplianceStatement);
  const certificates = useComplianceCertificates(showCertificates ? supplierId : null);

  const downloadStatement = () =>
    dispatch(
      complianceStatementDownloadRequested({
        origin: 'compliance',
        supplierId,
        languageId: languageIdOf(language),
        query: { goalId, compliancePolicyId },
        fileName: fileNameFor(supplier.tradeName, t('documents.complianceStatementFile')),
      }),
    );

  return (
    <Section id="compliance-documents" aria-labelledby="compliance-documents-heading">
      <h3 id="compliance-documents-heading">{t('documents.heading')}</h3>
      {showCertificates && (
        <section aria-labelledby="compliance-certificates-heading">
          <h4 id="compliance-certificates-heading">{t('certificates.heading')}</h4>
          <CertificateList {...certificates} origin="compliance" headingLevel={4} />
        </section>
      )}
      <Row>
        {showStatement && (
          <Button variant="secondary" onPress={downloadStatement}>
            {t('documents.complianceStatement')}
          </Button>
        )}
        <Link href={href.supplier.compliance.covid({ supplierId })}>{t('documents.covidLink')}</Link>
      </Row>
    </Section>
  );
}
