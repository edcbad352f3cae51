import { useCommunityCode, useComponentVisible } from '@/platform/session';

/**
 * Whether this buyer's community searches by company size (spec 01 §6: the company-size component, and never for
 * Belgium). The filter group and the landing's list of what one can search by ask the same question.
 */
export function useCompanySizeShown(): boolean {
  const component = useComponentVisible('companySize');
  const community = useCommunityCode();
  return component && community !== 'BE';
}
