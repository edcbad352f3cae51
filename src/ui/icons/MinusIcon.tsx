import { Svg, type IconProps } from './Svg';

export const MinusIcon = (p: IconProps) => <Svg {...p}><path d="M5 12h14" /></Svg>;
