import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { canAddSupplierToSupplyChain } from '@/platform/auth/profilePolicies';
import { browser } from '@/platform/browser';
import { companyNumberWordingFor } from '@/platform/community';
import { formatDate } from '@/platform/i18n';
import { navigateTo, paths, useLocation } from '@/platform/router';
import { useProfilePolicy, useProfileSubject } from '@/platform/session/profileSelectors';
import { AddToSupplyChainSlot } from '@/platform/slots';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { Badge, Button, Link } from '@/ui';
import { ChevronLeftIcon, CloseIcon, MoreIcon } from '@/ui/icons';
import { FavouriteToggle } from './FavouriteToggle';
import { profileMenuItems } from './profileMenuItems';
import { closeTarget, returnTarget } from './returnTarget';
import { SupplierLogo } from './SupplierLogo';
import { usePrintShortcut } from './usePrintShortcut';

// The more-menu (its popover and the dialogs behind it) arrives just after the header paints; until
// then MenuPlace holds its place, so nothing after it moves when it comes (issue 12).
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

const Root = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  @media print { display: none; }
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
  dl { display: flex; flex-wrap: wrap; gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`}; margin: ${({ theme }) => theme.space.xs} 0 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  dl > div { display: flex; gap: ${({ theme }) => theme.space.xs}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  /* On a phone a long label ("Ajouter à la chaîne d'approvisionnement") wraps inside its button. */
  > button { max-width: 100%; white-space: normal; }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The menu's button as it will be, greyed and out of reach: the same size in the same place. */
function MenuPlace() {
  return (
    <span aria-hidden="true" inert>
      <Button variant="secondary" isDisabled>
        <MoreIcon size={18} />
      </Button>
    </span>
  );
}

/**
 * The supplier's header (spec 02 §2.5): back link, logo, trade name (the page's h1), location,
 * the buyer's reference, configurable details and the suspended flag; Close profile, favourite,
 * add to supply chain (the results page's dialog, through its slot) and the more-menu.
 */
export function ProfileHeader({ details }: { supplierId: number; details: SupplierDetailsDto }) {
  const { t } = useTranslation('supplierProfile');
  const { search, state } = useLocation();
  const canAdd = useProfilePolicy(canAddSupplierToSupplyChain);
  const hasMenu = profileMenuItems(useProfileSubject(), details).length > 0;
  const AddToSupplyChain = AddToSupplyChainSlot.useSlot();
  const [adding, setAdding] = useState(false);
  const stopAdding = useCallback(() => setAdding(false), []);
  usePrintShortcut(details.id);

  const here = browser.currentHref();
  const back = returnTarget(search, here);
  const goBack = () => {
    if (!back) browser.back(paths.landing);
    else if ('inApp' in back) navigateTo(back.inApp);
    else browser.leave(back.page);
  };

  return (
    <Root>
      <TopRow>
        <Link onPress={goBack}>
          <ChevronLeftIcon /> {t('header.back')}
        </Link>
        <Button variant="ghost" onPress={() => navigateTo(back && 'inApp' in back ? back.inApp : closeTarget(state, here))}>
          <CloseIcon /> {t('header.close')}
        </Button>
      </TopRow>
      <Identity>
        <SupplierLogo details={details} alt={t('header.logoAlt', { name: details.tradeName })} />
        <div>
          <TitleRow>
            <h1>{details.tradeName}</h1>
            {details.isSuspended && <Badge tone="danger">{t('header.suspended')}</Badge>}
          </TitleRow>
          <dl>
            {details.location && (
              <div>
                <dt>{t('header.location')}</dt>
                <dd>{details.location}</dd>
              </div>
            )}
            {details.customerReferenceNumber && (
              <div>
                <dt>{t('header.reference')}</dt>
                <dd>{details.customerReferenceNumber}</dd>
              </div>
            )}
            {details.companiesHouseNumber && (
              <div>
                <dt>{t(`common:${companyNumberWordingFor(details.countryCode)}`)}</dt>
                <dd>{details.companiesHouseNumber}</dd>
              </div>
            )}
            <div>
              <dt>{t('header.memberSince')}</dt>
              <dd>{formatDate(details.dateJoined)}</dd>
            </div>
          </dl>
        </div>
      </Identity>
      <Actions>
        <FavouriteToggle details={details} />
        {/* Disabled until the late features fill its slot, rather than appearing then (nothing moves). */}
        {canAdd && (
          <Button isDisabled={!AddToSupplyChain} onPress={() => setAdding(true)}>
            {t('header.addToSupplyChain')}
          </Button>
        )}
        <Suspense fallback={hasMenu ? <MenuPlace /> : null}>
          <ProfileMenu details={details} />
        </Suspense>
      </Actions>
      {adding && AddToSupplyChain && (
        <AddToSupplyChain suppliers={[{ id: details.id, name: details.tradeName }]} onClose={stopAdding} />
      )}
    </Root>
  );
}
