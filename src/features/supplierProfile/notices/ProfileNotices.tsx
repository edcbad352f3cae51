import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canUseOnboarding } from '@/platform/auth/policies';
import { useFlag } from '@/platform/session';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { Alert, Button } from '@/ui';
import { media } from '@/ui/theme';
import { useInviteFromProfile, useSuspendedUnits } from '../hooks';

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  &:empty { display: none; }
  @media print { display: none; }
  ${media.down('tablet')} {
    > [role] { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; }
  }
`;

const PromptRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

// On a phone the notice shows its title and its action only, so the tab's own heading and first
// row stay on the first screen (issue 38 item 4); the sentence is still read by screen readers.
const PhoneHiddenText = styled.span`
  ${media.down('tablet')} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/**
 * suspendNotice (spec 02 §6 names the flag, not what it shows; issue 37 item 9, recorded): a
 * suspended supplier's profile says so under its header, on every tab, naming the buyer's
 * organisation units it is suspended in — the badge alone says nothing about where.
 */
function SuspensionNotice({ details }: { details: SupplierDetailsDto }) {
  const { t } = useTranslation('supplierProfile');
  const on = useFlag('suspendNotice') && details.isSuspended;
  const units = useSuspendedUnits(on ? details.id : null);
  if (!on) return null;
  const names = (units.data ?? []).map((unit) => unit.name).join(', ');
  return (
    <Alert tone="warning" title={t('notices.suspendedTitle')}>
      {names ? t('notices.suspendedIn', { units: names }) : t('notices.suspended')}
    </Alert>
  );
}

/**
 * The invite-to-upgrade prompt (spec 02 §6: onboarding:access): a supplier on the platform that is
 * not compliant with the buyer's requirements (isProjectCompliant false) can be invited to upgrade,
 * through the same onboarding hand-off as a results row's upgrade (issue 37 item 9, recorded).
 */
function UpgradePrompt({ details }: { details: SupplierDetailsDto }) {
  const { t } = useTranslation('supplierProfile');
  const mayInvite = useProfilePolicy(canUseOnboarding);
  const invite = useInviteFromProfile();
  if (!mayInvite || details.isProjectCompliant !== false) return null;
  return (
    <Alert tone="info" title={t('notices.upgradeTitle')}>
      <PromptRow>
        <PhoneHiddenText>{t('notices.upgradeText', { name: details.tradeName })}</PhoneHiddenText>
        <Button
          variant="secondary"
          size="sm"
          onPress={() =>
            invite({
              context: 'findSuppliersSearchResultsSupplierRowUpgrade',
              companyName: details.name || details.tradeName,
              country: details.countryCode || undefined,
              companyNumber: details.companiesHouseNumber ?? undefined,
            })
          }
        >
          {t('notices.upgradeAction')}
        </Button>
      </PromptRow>
    </Alert>
  );
}

/** Notices about the supplier between the header and the tabs: suspension, invite to upgrade. */
export function ProfileNotices({ details }: { details: SupplierDetailsDto }) {
  return (
    <Notices>
      <SuspensionNotice details={details} />
      <UpgradePrompt details={details} />
    </Notices>
  );
}
