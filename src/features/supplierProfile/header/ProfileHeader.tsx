import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddSupplierToSupplyChain, canPrintProfile } from '@/platform/auth/profilePolicies';
import { browser } from '@/platform/browser';
import { href, navigateTo, useLocation } from '@/platform/router';
import { headerDetailsOf } from '@/platform/community/headerDetails';
import { useFirstContentShown } from '@/platform/firstContent';
import { useCommunitySettings } from '@/platform/session';
import { useProfilePolicy, useProfileSubject } from '@/platform/session/profileSelectors';
import { AddToSupplyChainSlot } from '@/platform/slots';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { Badge, Button, ButtonPlace, Link } from '@/ui';
import { ChevronLeftIcon, CloseIcon, MoreIcon } from '@/ui/icons';
import { useSupplierReference } from '../hooks';
import { FavouriteToggle } from './FavouriteToggle';
import { HeaderFacts } from './HeaderFacts';
import { Actions, HeaderAddButton, Identity, Root, TitleRow, TopRow } from './ProfileHeader.styles';
import { profileMenuItems } from './profileMenuItems';
import { closeTarget, returnTarget } from './returnTarget';
import { SupplierLogo } from './SupplierLogo';
import { usePrintShortcut } from './usePrintShortcut';

// The more-menu (its popover and the dialogs behind it) arrives just after the header paints; until
// then MenuPlace holds its place, so nothing after it moves when it comes (issue 12).
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

/** The menu's button as it will be, greyed and out of reach: the same size in the same place. */
function MenuPlace() {
  return (
    <ButtonPlace>
      <MoreIcon size={18} />
    </ButtonPlace>
  );
}

/**
 * The supplier's header (spec 02 §2.5): back link, logo, trade name (the page's h1), location, the
 * supplier's customer reference number, the buyer's own reference, the configured supplier details
 * and the suspended flag; Close profile, favourite, add to supply chain (the results page's dialog,
 * through its slot) and the more-menu. Below 768 px it is compact (issue 38): the name on at most two
 * lines, the facts in one wrapped line, the actions in one row with Add to supply chain in the menu.
 */
export function ProfileHeader({ details }: { supplierId: number; details: SupplierDetailsDto }) {
  const { t } = useTranslation('supplierProfile');
  const { search, state } = useLocation();
  const subject = useProfileSubject();
  const community = useCommunitySettings();
  const canAdd = useProfilePolicy(canAddSupplierToSupplyChain);
  const canPrint = useProfilePolicy(canPrintProfile);
  const ownReference = useSupplierReference(details.id);
  const referenceKnown = ownReference.status === 'loaded' || ownReference.status === 'error';
  const yourReference = ownReference.data?.reference || null;
  const hasMenu = profileMenuItems(subject, { hasReference: referenceKnown ? !!yourReference : null }).length > 0;
  const AddToSupplyChain = AddToSupplyChainSlot.useSlot();
  const [adding, setAdding] = useState(false);
  const stopAdding = useCallback(() => setAdding(false), []);
  const startAdding = useCallback(() => setAdding(true), []);
  usePrintShortcut(details.id, canPrint);
  // The header is the first content of a deep link: its menu's code comes once it has painted.
  const menuWanted = useFirstContentShown();
  const menuPlace = hasMenu ? <MenuPlace /> : null;

  const here = browser.currentHref();
  const back = returnTarget(search, here);
  const goBack = () => {
    if (!back) browser.back(href.landing());
    else if ('inApp' in back) navigateTo(back.inApp);
    else browser.leave(back.page);
  };

  return (
    <Root>
      <TopRow>
        <Link onPress={goBack}>
          <ChevronLeftIcon /> <span>{t('header.back')}</span>
        </Link>
        <Button variant="ghost" onPress={() => navigateTo(back && 'inApp' in back ? back.inApp : closeTarget(state, here))}>
          <CloseIcon /> {t('header.close')}
        </Button>
      </TopRow>
      <Identity>
        <SupplierLogo details={details} alt={t('header.logoAlt', { name: details.tradeName })} />
        <div>
          <TitleRow>
            <h1 title={details.tradeName}>{details.tradeName}</h1>
            {details.isSuspended && <Badge tone="danger">{t('header.suspended')}</Badge>}
          </TitleRow>
          <HeaderFacts details={details} yourReference={yourReference} fields={headerDetailsOf(community)} />
        </div>
      </Identity>
      <Actions>
        <FavouriteToggle details={details} />
        {/* Disabled until the late features fill its slot, rather than appearing then (nothing moves). */}
        {canAdd && (
          <HeaderAddButton isDisabled={!AddToSupplyChain} onPress={startAdding}>
            {t('header.addToSupplyChain')}
          </HeaderAddButton>
        )}
        <Suspense fallback={menuPlace}>
          {menuWanted ? (
            <ProfileMenu details={details} hasReference={referenceKnown ? !!yourReference : null} onAddToSupplyChain={AddToSupplyChain ? startAdding : undefined} />
          ) : menuPlace}
        </Suspense>
      </Actions>
      {adding && AddToSupplyChain && (
        <AddToSupplyChain suppliers={[{ id: details.id, name: details.tradeName }]} onClose={stopAdding} />
      )}
    </Root>
  );
}
