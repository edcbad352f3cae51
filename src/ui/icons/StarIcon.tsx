import type { SVGProps } from 'react';

/** Outline star; `filled` fills it (a favourite). Decorative: the control names itself. */
export const StarIcon = ({ filled, size = 16, ...p }: SVGProps<SVGSVGElement> & { size?: number; filled?: boolean }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} strokeLinecap="round"
    strokeLinejoin="round" aria-hidden="true" focusable="false" {...p}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" fill={filled ? 'currentColor' : 'none'} />
  </svg>
);
