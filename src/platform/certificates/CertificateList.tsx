import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AsyncStatus } from '@/platform/async';
import type { ApiError } from '@/platform/http';
import { formatDate, useErrorText } from '@/platform/i18n';
import type { CertificateDto } from '@/services/certificates/types';
import { Button, ErrorPanel, Spinner, stackedBelowTablet, TableScroller } from '@/ui';
import { certificatesDownloadRequested, type DownloadOrigin } from './certificateDownloads';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
  /* On a phone each certificate is a card: the dialog is too narrow for four columns. */
  ${stackedBelowTablet}
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

const fileNameOf = (certificate: CertificateDto) => `${certificate.goalReference || certificate.name}.pdf`.replace(/[\\/:*?"<>|]+/g, '_');

/** Only compliant (verified) certificates download (spec 02 §4, spec 03 §4). */
export const downloadableCertificates = (certificates: readonly CertificateDto[]) => certificates.filter((c) => c.isCompliant);

export interface CertificateListProps {
  /** The supplier's certificates as the caller's resource holds them. */
  status: AsyncStatus;
  data: CertificateDto[] | null | undefined;
  error: ApiError | null | undefined;
  retry: () => void;
  origin: DownloadOrigin;
  /** false when the caller shows DownloadAllCertificates elsewhere (a dialog's footer). */
  withDownloadAll?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** Dispatches one download request (the origin's saga debounces it 2000 ms). */
function useCertificateDownload(origin: DownloadOrigin) {
  const dispatch = useDispatch();
  return useCallback(
    (items: CertificateDto[]) =>
      dispatch(
        certificatesDownloadRequested({
          origin,
          files: items.map((c) => ({ downloadUrl: c.downloadUrl, fileName: fileNameOf(c) })),
        }),
      ),
    [dispatch, origin],
  );
}

/** "Download all": every compliant certificate; disabled when none is. */
export function DownloadAllCertificates({ certificates, origin }: { certificates: CertificateDto[] | null | undefined; origin: DownloadOrigin }) {
  const { t } = useTranslation('complianceDocuments');
  const download = useCertificateDownload(origin);
  const compliant = downloadableCertificates(certificates ?? []);
  return (
    <Button isDisabled={compliant.length === 0} onPress={() => download(compliant)}>
      {t('certificates.downloadAll')}
    </Button>
  );
}

/**
 * THE certificate list (spec 02 §2.14, spec 03 §2 "the same component"): the profile menu's dialog and
 * the compliance area both show it. Only compliant items download; Download all is disabled when
 * none is; clicks are debounced 2000 ms by the origin's saga (certificateDownloads.ts).
 */
export function CertificateList({ status, data, error, retry, origin, withDownloadAll = true, headingLevel = 3 }: CertificateListProps) {
  const { t } = useTranslation('complianceDocuments');
  const errorText = useErrorText();
  const download = useCertificateDownload(origin);

  const body =
    status === 'error' && error ? (
      <ErrorPanel heading={t('certificates.loadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} headingLevel={headingLevel} />
    ) : !data ? (
      <Spinner label={t('certificates.loading')} />
    ) : data.length === 0 ? (
      <p>{t('certificates.none')}</p>
    ) : (
      <TableScroller>
      <Table role="table" aria-label={t('certificates.tableLabel')}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('certificates.name')}</th>
            <th scope="col" role="columnheader">{t('certificates.status')}</th>
            <th scope="col" role="columnheader">{t('certificates.expiry')}</th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{t('certificates.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.map((certificate) => (
            <tr key={certificate.downloadUrl} role="row">
              <th scope="row" role="rowheader">{certificate.name}</th>
              <td role="cell" data-label={t('certificates.status')}>
                {certificate.status === 'Verified' ? t('certificates.verified') : t('certificates.notVerified')}
              </td>
              <td role="cell" data-label={t('certificates.expiry')}>{certificate.expiryDate ? formatDate(certificate.expiryDate) : '-'}</td>
              <td role="cell">
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
      </TableScroller>
    );

  return (
    <>
      {body}
      {withDownloadAll && (
        <Actions>
          <DownloadAllCertificates certificates={data} origin={origin} />
        </Actions>
      )}
    </>
  );
}
