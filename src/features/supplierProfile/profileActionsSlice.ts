import { createAction } from '@reduxjs/toolkit';
import type { OnboardingHandoff } from '@/platform/onboarding';

/**
 * The profile's orchestrations that are not a change of server data (they hold no state): the
 * limited profile's invite hand-off and the compliance statement download. The header's dialogs
 * (reference, suspension) and the favourite star are mutations on the resource layer
 * (services/…/*Resources.ts).
 */
export const profileActions = {
  /** The limited profile's invite action: hand the company to onboarding (spec 02 §2.15). */
  inviteRequested: createAction<OnboardingHandoff>('supplierProfile/actions/inviteRequested'),
  complianceStatementRequested: createAction<{ supplierId: number; languageId: number }>(
    'supplierProfile/actions/complianceStatementRequested',
  ),
};
