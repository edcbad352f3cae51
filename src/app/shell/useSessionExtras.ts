import { selectFlags, useCommunityCode } from '@/platform/session';
import { useAppSelector } from '../hooks';

export { useCommunityCode };
export const useFlags = () => useAppSelector(selectFlags);
