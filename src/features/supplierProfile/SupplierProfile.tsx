import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Navigate, SUPPLIER_ROUTES, useLocation, useParams } from '@/platform/router';
import { Loader } from '@/ui/Loader';
import { useRememberProfileOrigin } from './header/returnTarget';
import { ProfileFeatureGate } from './ProfileFeatureGate';
import { ProfileLayout } from './ProfileLayout';

// The rarer variants load on their own.
const LimitedProfile = lazy(() => import('./limited/LimitedProfile').then((m) => ({ default: m.LimitedProfile })));
const PublicRedirect = lazy(() => import('./PublicRedirect').then((m) => ({ default: m.PublicRedirect })));

/** A numeric id is a supplier on the platform; anything else is an off-platform company (spec 02 §2.1). */
export const isOnPlatformId = (supplierId: string) => /^[1-9]\d{0,14}$/.test(supplierId);

/**
 * A limited profile has only its overview (spec 02 §2.1): any other path under it — the bare one,
 * /notes, /compliance/… — is sent to /overview, its query kept (issue 37 item 27). Null when already there.
 */
function limitedProfileRedirect(supplierId: string, pathname: string, search: string): string | null {
  const overview = href.supplier.overview({ supplierId });
  return pathname === overview ? null : href.supplier.overview({ supplierId }, search);
}

/**
 * /supplier/:supplierId — picks the profile variant (spec 02 §2.1): a path holding public-redirect
 * first finds the public profile's supplier; a numeric id opens the full profile (its tab routes
 * render in the layout's outlet); any other id opens the limited off-platform profile.
 */
export function SupplierProfile() {
  const { t } = useTranslation('supplierProfile');
  const { supplierId = '' } = useParams();
  const { pathname, search, state } = useLocation();
  // Close profile returns to the page the profile was opened from, whichever tab it is on by then.
  useRememberProfileOrigin();
  const limitedSubPath = limitedProfileRedirect(supplierId, pathname, search);
  const variant =
    pathname.split('/').includes(SUPPLIER_ROUTES.publicRedirect) ? (
      <PublicRedirect />
    ) : isOnPlatformId(supplierId) ? (
      <ProfileLayout supplierId={Number(supplierId)} />
    ) : limitedSubPath ? (
      <Navigate to={limitedSubPath} replace state={state} />
    ) : (
      <LimitedProfile sourceId={supplierId} />
    );
  return (
    <ProfileFeatureGate>
      <Suspense fallback={<Loader label={t('loadingProfile')} />}>{variant}</Suspense>
    </ProfileFeatureGate>
  );
}
