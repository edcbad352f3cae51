import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { environmentOf, isRequirementListed, maySeeResponses } from '@/platform/config';
import { selectFlags, useConfig, useIdentity } from '@/platform/session';

/**
 * The requirement gates of configuration (platform/config/requirementGates) for the signed-in buyer:
 * whether a requirement is listed, and whether its 'See responses' (View) shows (spec 03 §6).
 */
export function useRequirementGates() {
  const config = useConfig();
  const flags = useSelector(selectFlags);
  const identity = useIdentity();
  return useMemo(() => {
    const context = {
      environment: environmentOf(config?.launchDarkly?.environment),
      toggles: { ...config?.flags, ...flags } as Record<string, boolean | undefined>,
      parentOrganisationAccountId: identity?.organisationId ?? 0,
    };
    return {
      isListed: isRequirementListed,
      seeResponses: (requirementId: number) => maySeeResponses(requirementId, context),
    };
  }, [config, flags, identity]);
}
