import type { ReactNode } from 'react';
import { SecondaryPart } from '@/platform/async/SecondaryPart';
import { useLocation } from '@/platform/router';

/**
 * A slot's control or dialog, in its own chunk, inside another feature's screen. When its code (or
 * the late features it reads) cannot be fetched, it keeps its place and the screen stays: offline
 * before the add-to-supply-chain chunk came, the whole profile gave way to an error panel. The next
 * navigation asks for it again.
 */
export function SlotPart({ place, children }: { place: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SecondaryPart fallback={place} retryKey={pathname}>
      {children}
    </SecondaryPart>
  );
}
