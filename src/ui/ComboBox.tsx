import type { ReactNode } from 'react';
import { ComboBox as RACComboBox, Group, Text, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, FieldRoot, Input, Label } from './Field.styles';
import { EmptyText, LoadingText, OptionDescription, StyledListBox, StyledOption, StyledPopover } from './Popover.styles';
import { Spinner } from './Spinner';

export interface ComboBoxItem {
  id: string | number;
  label: string;
  description?: string;
}

export interface ComboBoxProps<T extends ComboBoxItem> {
  label: ReactNode;
  /** Items to show; the caller filters them (server type-ahead), RAC doesn't filter controlled items. */
  items: T[];
  inputValue?: string;
  defaultInputValue?: string;
  onInputChange?: (value: string) => void;
  /** Called with the picked item, or null when the selection is cleared. */
  onSelectionChange?: (item: T | null) => void;
  selectedKey?: Key | null;
  placeholder?: string;
  /** Help text shown under the input (and announced as its description). */
  hint?: ReactNode;
  /** Shown in the open list when there are no items (e.g. "No matches for …"). */
  emptyText?: ReactNode;
  isLoading?: boolean;
  /** What is loading, in the buyer's words ("Loading work categories"): the spinner's name and the list's status. */
  loadingLabel?: string;
  menuTrigger?: 'input' | 'focus' | 'manual';
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  name?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Lets a caller render richer options; defaults to label + description. */
  renderItem?: (item: T) => ReactNode;
  className?: string;
}

const Root = styled(RACComboBox)`
  ${FieldRoot}
` as typeof RACComboBox;

const InputGroup = styled(Group)`
  position: relative;
  display: flex;
  align-items: center;
  > [role='progressbar'], > [role='status'] {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
  }
`;

/**
 * Type-ahead on RAC ComboBox: listbox popup, arrow keys, Enter, Escape and screen reader announcements built in.
 *
 * Every caller owns the text (a search query) and reports picks, so RAC's custom-value mode is always on: Escape and
 * blur close the list and keep what was typed. Without it RAC "reverts" to the selected item's text (none here) but
 * cannot change a controlled text, and its own effect reopens the list at once, so Escape never closed it.
 * A loading list is a status beside the ListBox, not an option (RAC renders its empty state as role="option").
 */
export function ComboBox<T extends ComboBoxItem>({
  label, items, onSelectionChange, hint, emptyText, isLoading, loadingLabel = 'Loading',
  menuTrigger = 'input', errorMessage, renderItem, className, placeholder, ...rest
}: ComboBoxProps<T>) {
  const handleChange = (key: Key | null) => {
    if (!onSelectionChange) return;
    onSelectionChange(key == null ? null : (items.find((i) => i.id === key) ?? null));
  };

  return (
    <Root
      {...rest}
      className={className}
      items={items}
      menuTrigger={menuTrigger}
      onSelectionChange={handleChange}
      allowsCustomValue
      // Lets the popup open with zero items so emptyText can be announced.
      allowsEmptyCollection={emptyText != null || isLoading}
    >
      <Label>{label}</Label>
      <InputGroup>
        <Input placeholder={placeholder} aria-busy={isLoading || undefined} />
        {isLoading && <Spinner size={16} label={loadingLabel} />}
      </InputGroup>
      {hint && <Description>{hint}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
      <StyledPopover>
        {isLoading && (
          <LoadingText role="status">{loadingLabel}</LoadingText>
        )}
        <StyledListBox<T>
          // An empty list while loading is no list yet: the status says what is coming.
          hidden={isLoading && items.length === 0}
          renderEmptyState={!isLoading && emptyText != null ? () => <EmptyText>{emptyText}</EmptyText> : undefined}
        >
          {(item) => (
            <StyledOption id={item.id} textValue={item.label}>
              {renderItem ? renderItem(item) : (
                <>
                  <Text slot="label">{item.label}</Text>
                  {item.description && <OptionDescription slot="description">{item.description}</OptionDescription>}
                </>
              )}
            </StyledOption>
          )}
        </StyledListBox>
      </StyledPopover>
    </Root>
  );
}
