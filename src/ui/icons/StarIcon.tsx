import { Svg, type IconProps } from './Svg';

/** Outline star; `filled` fills it (a favourite). */
export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Svg {...p}>
    <path
      d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Svg>
);
