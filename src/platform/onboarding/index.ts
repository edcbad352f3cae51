export { leaveForOnboarding, type OnboardingHandoff } from './leaveForOnboarding';
export type { HandoffContext } from '@/lib/onboardingHandoff';
