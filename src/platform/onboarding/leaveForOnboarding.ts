import { call, select } from 'redux-saga/effects';
import { buildOnboardingInviteUrl, handoffQuery, type HandoffParams } from '@/lib/onboardingHandoff';
import type { AppConfig } from '../config/types';
import { browser } from '../browser/browser';
import { navigateTo } from '../router/navigation';
import { href } from '../router/href';
import { selectCanUseOnboarding } from '../session/policySelectors';
import { selectConfig, selectProductHostUrl } from '../session/sessionSlice';

/** What a hand-off carries besides backTo, which is always the page the buyer leaves from. */
export type OnboardingHandoff = Omit<HandoffParams, 'backTo'>;

/**
 * The one hand-off to the onboarding invite page on the product host (spec 01 §2, spec 02 §2.15),
 * for every place it starts from: landing "Create new", the results toolbar, a supplier row, the
 * limited profile. Without onboarding:access (spec 01 §6) it stays and returns false, so the caller
 * can say "You don't have permission" its own way.
 *
 * The mock platform has no product host: there the hand-off opens the app's own Invite Supplier
 * screen with the same query, which fills the form from it, so the journey completes.
 */
export function* leaveForOnboarding(handoff: OnboardingHandoff) {
  const allowed: boolean = yield select(selectCanUseOnboarding);
  if (!allowed) return false;
  const backTo: string = yield call([browser, browser.currentHref]);
  const config: AppConfig | null = yield select(selectConfig);
  if (config?.mockPlatform) {
    yield call(navigateTo, href.invite(handoffQuery({ ...handoff, backTo })));
    return true;
  }
  const productHostUrl: string = yield select(selectProductHostUrl);
  const url = buildOnboardingInviteUrl(productHostUrl, { ...handoff, backTo }, backTo);
  yield call([browser, browser.leave], url);
  return true;
}
