import { Suspense, type ReactNode } from 'react';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { SecondaryPart } from '@/platform/async/SecondaryPart';
import { useLocation, useSearchParams } from '@/platform/router';
import { useFirstContentShown } from '@/platform/firstContent';
import { useConfig, useFlag, useIdentity } from '@/platform/session';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { MAIN_ID, SkipLink } from './SkipLink';
import { Body, Layout, Main } from './Shell.styles';
import type { MockControls } from './mockControls';

// The development panel exists only on the mock platform and never loads otherwise.
const DevPanel = lazyScreen(() => import('./DevPanel'), 'default');
// Only impersonated sessions show the banner.
const ImpersonationBanner = lazyScreen(() => import('./ImpersonationBanner'), 'ImpersonationBanner');

/**
 * The platform shell around every screen. Full-page mode (flag or ?fullPage=true) hides the
 * menu; the header depends on the platform-header flag.
 */
export function Shell({ children, mockControls }: { children: ReactNode; mockControls?: MockControls }) {
  const identity = useIdentity();
  const config = useConfig();
  const headerEnabled = useFlag('isPlatformHeaderEnabled');
  const fullPageFlag = useFlag('isFullPageMode');
  const [params] = useSearchParams();
  const fullPage = fullPageFlag || params.get('fullPage') === 'true';
  const firstContentShown = useFirstContentShown();
  const { pathname } = useLocation();

  const impersonatedBy = identity?.impersonatedBy;
  return (
    <Layout $bannerOffset={!!impersonatedBy}>
      <SkipLink />
      {impersonatedBy && (
        <SecondaryPart fallback={null} retryKey={pathname}>
          <Suspense fallback={null}>
            <ImpersonationBanner impersonatedBy={impersonatedBy} userName={`${identity.firstName} ${identity.lastName}`} />
          </Suspense>
        </SecondaryPart>
      )}
      {headerEnabled && <Header />}
      <Body>
        {!fullPage && <SideMenu />}
        {/* Focusable by script only: the skip link and a navigation's heading focus land here. */}
        <Main id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {config?.mockPlatform && mockControls && firstContentShown && (
        <SecondaryPart fallback={null} retryKey={pathname}>
          <Suspense fallback={null}>
            <DevPanel controls={mockControls} />
          </Suspense>
        </SecondaryPart>
      )}
    </Layout>
  );
}
