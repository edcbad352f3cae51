import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { href, Outlet, SUPPLIER_ROUTES, useLocation } from '@/platform/router';
import { useAnnounceFirstContent } from '@/platform/firstContent';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { CurrentSupplierProvider } from '@/platform/slots/CurrentSupplier';
import { useErrorText } from '@/platform/i18n';
import { ErrorPanel } from '@/ui/ErrorPanel';
import { Loader } from '@/ui/Loader';
import { ProfileTabBar } from './components/ProfileTabBar';
import { ProfileHeader } from './header/ProfileHeader';
import { ProfileNotices } from './notices/ProfileNotices';
import { useSupplierDetails, useSupplierReference } from './hooks';
import { tabOfPath } from './profileTabs';
import { TabSuspense } from './TabSuspense';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  max-width: 1280px;
  margin: 0 auto;
  min-width: 0;
  /* A phone's first screen is for the tab's content: no frame beyond the shell's own padding, and
     tighter gaps (issue 38). */
  ${({ theme }) => theme.media.down('tablet')} {
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `0 0 ${theme.space.md}`};
  }
`;

/** The pathname below /supplier/{id}: which tab is on. */
function subPathOf(pathname: string, supplierId: number): string {
  const marker = href.supplier({ supplierId });
  const at = pathname.indexOf(marker);
  return at < 0 ? '' : pathname.slice(at + marker.length);
}

/**
 * The full profile's frame (spec 02 §2.1, §2.5): a full-screen loader while the supplier's details
 * load, a clear failure with Try again (never a blank page), then the header, the tab bar and the
 * current tab's route in the outlet.
 */
export function ProfileLayout({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('supplierProfile');
  const errorText = useErrorText();
  const { pathname } = useLocation();
  const { status, data: arrived, error, retry } = useSupplierDetails(supplierId);
  // The store hands the details over synchronously (a sync external store), so the header, notices and
  // tab bar rendered in one long task in the response's handler (~230 ms on a deep link here, 345 ms
  // under Lighthouse's 1.5× CPU). Their first arrival is deferred: React renders the frame in slices and
  // the page stays responsive. Later changes (a favourite, a suspension) show at once, and only this
  // supplier's own details are ever shown.
  const frameFor = useDeferredValue(arrived ? supplierId : null);
  const data = frameFor === supplierId ? arrived : undefined;
  // The header shows the buyer's own reference: its first answer is waited for (asked for at the same
  // time as the details), so it never arrives into a painted header and moves the tabs down (issue 12).
  const wantsReference = useProfileSubject().profile.reference;
  const reference = useSupplierReference(wantsReference ? supplierId : null);
  const referenceSettled = reference.status === 'loaded' || reference.status === 'error';
  const [referenceSettledFor, setReferenceSettledFor] = useState<number | null>(null);
  useEffect(() => {
    if (referenceSettled) setReferenceSettledFor(supplierId);
  }, [referenceSettled, supplierId]);
  const referenceReady = !wantsReference || referenceSettled || referenceSettledFor === supplierId;
  // A deep link's first content, after which the rest may load: the failure, the print view, or
  // the header and the tab's first render, which the tab announces (TabAfterFrame): announced with
  // the header, the shell's late parts and their calls went ahead of the tab's own (issue 39). Held
  // only until the header shows: a tab that never renders still releases them at the ceiling.
  const failed = status === 'error' && !!error;
  const frameReady = !!data && referenceReady;
  const isPrint = subPathOf(pathname, supplierId).replace(/^\//, '').split('/')[0] === SUPPLIER_ROUTES.print;
  useAnnounceFirstContent(failed || (frameReady && isPrint), !failed && !frameReady);

  if (status === 'error' && error) {
    return (
      <Page>
        <h1 className="visually-hidden">{t('common:screens.supplier')}</h1>
        <ErrorPanel
          headingLevel={2}
          heading={t('loadFailed.heading')}
          message={error.status === 404 ? t('loadFailed.notFound') : errorText(error)}
          actionLabel={t('common:tryAgain')}
          // Asking again for a supplier that does not exist fails the same way: offer the search instead.
          onAction={error.status === 404 ? undefined : retry}
          link={error.status === 404 ? { href: href.landing(), label: t('loadFailed.startSearch') } : undefined}
        />
      </Page>
    );
  }
  if (!data || !referenceReady) return <Loader label={t('loadingProfile')} />;
  const subPath = subPathOf(pathname, supplierId);
  // The print view (spec 02 §2.6) has its own header and no tabs.
  if (isPrint) {
    return (
      <CurrentSupplierProvider details={data}>
        <TabSuspense>
          <Outlet />
        </TabSuspense>
      </CurrentSupplierProvider>
    );
  }
  return (
    <Page>
      <ProfileHeader supplierId={supplierId} details={data} />
      <ProfileNotices details={data} />
      <ProfileTabBar supplierId={supplierId} details={data} current={tabOfPath(subPath)}>
        <CurrentSupplierProvider details={data}>
          <Outlet />
        </CurrentSupplierProvider>
      </ProfileTabBar>
    </Page>
  );
}
