import { useParams } from '@/platform/router';

/** The profile's :supplierId as a number (the compliance routes sit under the full profile, whose ids are numeric). */
export function useSupplierId(): number {
  return Number(useParams().supplierId);
}
