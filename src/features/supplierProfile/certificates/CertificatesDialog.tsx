import { useTranslation } from 'react-i18next';
import { CertificateList, DownloadAllCertificates } from '@/platform/certificates';
import { Button, Dialog } from '@/ui';
import { useCertificates } from '../hooks';

/**
 * The profile menu's certificates dialog (spec 02 §2.14): the shared certificate list
 * (platform/certificates, also shown in the compliance area) with Close and Download all below.
 */
export function CertificatesDialog({ supplierId, onClose }: { supplierId: number; onClose: () => void }) {
  const { t } = useTranslation('supplierProfile');
  const certificates = useCertificates(supplierId);

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
          <DownloadAllCertificates certificates={certificates.data} origin="profile" />
        </>
      )}
    >
      <CertificateList {...certificates} origin="profile" withDownloadAll={false} />
    </Dialog>
  );
}
