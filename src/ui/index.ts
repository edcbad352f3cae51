// Public surface of the design system: import from '@/ui', never from individual files.
export { theme, media, breakpoints, toneColors } from './theme';
export type { Theme, Breakpoint, Tone } from './theme';
export { GlobalStyle } from './GlobalStyle';

export { Button } from './Button';
export { ButtonPlace } from './ButtonPlace';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Link, LinkButton } from './Link';
export type { LinkProps, LinkButtonProps } from './Link';

export { Dialog, SidePanel } from './Dialog';
export type { DialogProps, SidePanelProps, DialogWidth, DialogPlacement } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';

export { ToastRegion, ToastProvider } from './Toast';
export type { ToastRegionProps, ToastProviderProps } from './Toast';
export { showToast, closeToast, clearToasts, toastQueue, DEFAULT_TOAST_TIMEOUT_MS } from './toastQueue';
export type { ToastContent, ToastTone, ShowToastOptions } from './toastQueue';

export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';

export { Tabs, TabList, Tab, TabPanel } from './Tabs';

export { ComboBox } from './ComboBox';
export type { ComboBoxProps, ComboBoxItem } from './ComboBox';
export { Menu, MenuItem } from './Menu';
export type { MenuProps, MenuAction } from './Menu';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { SearchableSelect } from './SearchableSelect';
export type { SearchableSelectProps, SearchableSelectOption } from './SearchableSelect';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { DatePicker } from './DatePicker';
export type { DatePickerProps, DatePickerMessages } from './DatePicker';

export { DataTable } from './DataTable';
export type {
  DataTableProps, DataTableColumn, DataTableSelection, NarrowLayout, RowKey, Selection, SortDescriptor, SortDirection,
} from './DataTable.types';
export { TableScroller } from './TableScroller';
export { stackedBelowTablet } from './stackedTable';
export { FactPairs } from './FactPairs';
export { PagedTable } from './PagedTable';
export type { PagedTableProps, PagedTableColumn, PagedTableStatus, PagedTableError } from './PagedTable';
export { Pagination } from './Pagination';
export type { PaginationProps, PaginationLabels } from './Pagination';
export { pageRange } from './pageRange';
export { listPagination, pageWindow } from './listPagination';
export type { ListPaginationOptions, PageWindow, PaginationLabelName } from './listPagination';

export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Loader } from './Loader';
export type { LoaderProps } from './Loader';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { ErrorPanel } from './ErrorPanel';
export type { ErrorPanelProps } from './ErrorPanel';
export { ErrorBoundary } from './ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary';
export { LockPanel } from './LockPanel';
export type { LockPanelProps } from './LockPanel';

export { Accordion, AccordionItem } from './Accordion';
export type { AccordionProps, AccordionItemProps } from './Accordion';
export { PhoneFilters } from './PhoneFilters';
export type { PhoneFiltersProps } from './PhoneFilters';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { MaturityBadge } from './MaturityBadge';
export type { MaturityBadgeProps } from './MaturityBadge';
export { TagGroup, Chip } from './Tag';
export type { TagGroupProps, TagItem } from './Tag';
export { Divider } from './Divider';
export type { DividerProps } from './Divider';

// The app wires this to react-router (navigate + useHref) so Link, LinkButton, Tab href and Menu href route client-side.
export { RouterProvider, I18nProvider } from 'react-aria-components';
export type { Key } from 'react-aria-components';
export { useIsBelow } from './useIsBelow';
export { useSeenOnce } from './useSeenOnce';
