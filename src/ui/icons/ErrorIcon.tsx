import { Svg, type IconProps } from './Svg';

export const ErrorIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="10" /><path d="M15 9l-6 6M9 9l6 6" /></Svg>;
