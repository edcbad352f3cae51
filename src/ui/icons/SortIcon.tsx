import { Svg, type IconProps } from './Svg';

export const SortIcon = ({ direction, ...p }: IconProps & { direction?: 'ascending' | 'descending' }) => (
  <Svg {...p}>
    {direction === 'ascending' ? <path d="m6 15 6-6 6 6" /> : direction === 'descending' ? <path d="m6 9 6 6 6-6" /> : <path d="m7 9 5-5 5 5M7 15l5 5 5-5" />}
  </Svg>
);
