/**
 * Decorative inline icons: always aria-hidden, the accessible name comes from the control. One
 * module per icon, so a chunk carries only the icons it draws (a shared module lands whole in the
 * first chunk that needs any part of it).
 */
export { CloseIcon } from './icons/CloseIcon';
export { ChevronDownIcon } from './icons/ChevronDownIcon';
export { ChevronLeftIcon } from './icons/ChevronLeftIcon';
export { ChevronRightIcon } from './icons/ChevronRightIcon';
export { CheckIcon } from './icons/CheckIcon';
export { MinusIcon } from './icons/MinusIcon';
export { SortIcon } from './icons/SortIcon';
export { SearchIcon } from './icons/SearchIcon';
export { InfoIcon } from './icons/InfoIcon';
export { SuccessIcon } from './icons/SuccessIcon';
export { WarningIcon } from './icons/WarningIcon';
export { ErrorIcon } from './icons/ErrorIcon';
export { MoreIcon } from './icons/MoreIcon';
export { LockIcon } from './icons/LockIcon';
export { CalendarIcon } from './icons/CalendarIcon';
export type { IconProps } from './icons/Svg';
export { StarIcon } from './icons/StarIcon';
