import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@/ui';
import { ErrorIcon, SuccessIcon } from '@/ui/icons';

const Icon = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

/** The table's verified icon: decorative, since the row's status text says the same in words. */
export function VerifiedIcon({ isVerified }: { isVerified: boolean }) {
  return <Icon $ok={isVerified}>{isVerified ? <SuccessIcon size={20} /> : <ErrorIcon size={20} />}</Icon>;
}

/** "Verified" / "Not verified" as a badge. */
export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('connections');
  return <Badge tone={isVerified ? 'success' : 'danger'}>{t(isVerified ? 'verified' : 'notVerified')}</Badge>;
}
