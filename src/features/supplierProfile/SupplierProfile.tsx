import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from '@/platform/router';
import { Loader } from '@/ui/Loader';
import { ProfileFeatureGate } from './ProfileFeatureGate';
import { ProfileLayout } from './ProfileLayout';
import { PROFILE_ROUTES } from './profilePaths';

// The rarer variants load on their own.
const LimitedProfile = lazy(() => import('./limited/LimitedProfile').then((m) => ({ default: m.LimitedProfile })));
const PublicRedirect = lazy(() => import('./PublicRedirect').then((m) => ({ default: m.PublicRedirect })));

/** A numeric id is a supplier on the platform; anything else is an off-platform company (spec 02 §2.1). */
export const isOnPlatformId = (supplierId: string) => /^[1-9]\d{0,14}$/.test(supplierId);

/**
 * /supplier/:supplierId — picks the profile variant (spec 02 §2.1): a path holding public-redirect
 * first finds the public profile's supplier; a numeric id opens the full profile (its tab routes
 * render in the layout's outlet); any other id opens the limited off-platform profile.
 */
export function SupplierProfile() {
  const { t } = useTranslation('supplierProfile');
  const { supplierId = '' } = useParams();
  const { pathname } = useLocation();
  const variant =
    pathname.split('/').includes(PROFILE_ROUTES.publicRedirect) ? (
      <PublicRedirect />
    ) : isOnPlatformId(supplierId) ? (
      <ProfileLayout supplierId={Number(supplierId)} />
    ) : (
      <LimitedProfile sourceId={supplierId} />
    );
  return (
    <ProfileFeatureGate>
      <Suspense fallback={<Loader label={t('loadingProfile')} />}>{variant}</Suspense>
    </ProfileFeatureGate>
  );
}
