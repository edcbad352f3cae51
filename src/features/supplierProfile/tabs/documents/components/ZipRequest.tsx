import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canGenerateDocumentsZip } from '@/platform/auth/documentPolicies';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { Button, Dialog } from '@/ui';
import { useZipRequest } from '../hooks';

// A plain anchor: the download manager is another page (of the platform, or the mock's static one),
// never a route of this app.
const ManagerLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * "Generate zip file" (spec 02 §2.9, §4): under the generateZip flag and the community's zip
 * visibility. Success opens a dialog offering the download manager; failure is an error toast
 * linking to it (declared by the mutation).
 */
export function ZipRequest({ supplierId, tagIds }: { supplierId: number; tagIds: number[] }) {
  const { t } = useTranslation('profileDocuments');
  const allowed = useProfilePolicy(canGenerateDocumentsZip);
  const { status, request, dismiss: dismissZip, href } = useZipRequest(supplierId);
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="secondary"
        isPending={status === 'pending'}
        onPress={() => request(tagIds)}
      >
        {status === 'pending' ? t('zip.busy') : t('zip.button')}
      </Button>
      <Dialog
        isOpen={status === 'succeeded'}
        onOpenChange={(open) => !open && dismissZip()}
        title={t('zip.successTitle')}
        width={480}
        closeLabel={t('common:close')}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {t('zip.close')}
            </Button>
            <ManagerLink href={href}>{t('zip.goToManager')}</ManagerLink>
          </>
        )}
      >
        <p>{t('zip.successMessage')}</p>
      </Dialog>
    </>
  );
}
