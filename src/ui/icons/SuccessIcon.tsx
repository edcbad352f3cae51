import { Svg, type IconProps } from './Svg';

export const SuccessIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="10" /><path d="m8 12 3 3 5-6" /></Svg>;
