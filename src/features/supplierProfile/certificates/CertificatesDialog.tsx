import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, useErrorText } from '@/platform/i18n';
import { Button, Dialog, ErrorPanel, Spinner } from '@/ui';
import type { CertificateDto } from '@/services/certificates/types';
import { useCertificates, useProfileDownloads } from '../hooks';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
`;

const fileNameOf = (certificate: CertificateDto) => `${certificate.goalReference || certificate.name}.pdf`.replace(/[\\/:*?"<>|]+/g, '_');

/**
 * The supplier's certificates (spec 02 §2.14, spec 03 §4): only compliant (verified) ones download;
 * Download all is disabled when none is; downloads are debounced 2000 ms by the saga.
 */
export function CertificatesDialog({ supplierId, onClose }: { supplierId: number; onClose: () => void }) {
  const { t } = useTranslation('supplierProfile');
  const errorText = useErrorText();
  const { status, data, error, retry } = useCertificates(supplierId);
  const { downloadCertificates } = useProfileDownloads();
  const compliant = (data ?? []).filter((c) => c.isCompliant);
  const download = (items: CertificateDto[]) =>
    downloadCertificates({
      files: items.map((c) => ({ downloadUrl: c.downloadUrl, fileName: fileNameOf(c) })),
      words: { failure: t('certificates.failed') },
    });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('certificates.title')}
      closeLabel={t('common:close')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common:close')}
          </Button>
          <Button isDisabled={compliant.length === 0} onPress={() => download(compliant)}>
            {t('certificates.downloadAll')}
          </Button>
        </>
      )}
    >
      {status === 'error' && error ? (
        <ErrorPanel heading={t('certificates.loadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} headingLevel={3} />
      ) : !data ? (
        <Spinner label={t('certificates.loading')} />
      ) : data.length === 0 ? (
        <p>{t('certificates.none')}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('certificates.name')}</th>
              <th scope="col">{t('certificates.status')}</th>
              <th scope="col">{t('certificates.expiry')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('certificates.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((certificate) => (
              <tr key={certificate.downloadUrl}>
                <th scope="row">{certificate.name}</th>
                <td>{certificate.status === 'Verified' ? t('certificates.verified') : t('certificates.notVerified')}</td>
                <td>{certificate.expiryDate ? formatDate(certificate.expiryDate) : '-'}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={!certificate.isCompliant}
                    aria-label={t('certificates.downloadOne', { name: certificate.name })}
                    onPress={() => download([certificate])}
                  >
                    {t('certificates.download')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Dialog>
  );
}
