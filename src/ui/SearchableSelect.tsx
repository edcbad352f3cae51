import { useMemo, useState, type ReactNode } from 'react';
import {
  Autocomplete, Button as RACButton, Input as RACInput, Select as RACSelect, SearchField as RACSearchField, SelectValue,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, FieldRoot, inputStyles, Label, selectTriggerStyles } from './Field.styles';
import { EmptyText, StyledListBox, StyledOption, StyledPopover } from './Popover.styles';
import { ChevronDownIcon, SearchIcon } from './icons';

export interface SearchableSelectOption<K extends Key = Key> {
  id: K;
  label: string;
}

export interface SearchableSelectProps<K extends Key = Key> {
  label: ReactNode;
  options: SearchableSelectOption<K>[];
  value: K;
  onChange: (value: K) => void;
  /** The search box's placeholder and accessible name, e.g. "Search by Tag Name". */
  searchLabel: string;
  /** Shown in the list when nothing matches the search. */
  emptyText: ReactNode;
  /** Which options a search keeps; a case-insensitive substring of the label by default. */
  matches?: (option: SearchableSelectOption<K>, search: string) => boolean;
  /** The open list's height limit in px (spec 02: 288). */
  maxListHeight?: number;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const Root = styled(RACSelect)`
  ${FieldRoot}
  min-width: 220px;
` as typeof RACSelect;

const Trigger = styled(RACButton)`
  ${selectTriggerStyles}
`;

const SearchBox = styled(RACSearchField)`
  position: relative;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  > svg { position: absolute; left: ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.textMuted}; pointer-events: none; }
  input { padding-left: 32px; }
  input::-webkit-search-cancel-button { display: none; }
`;

const SearchInput = styled(RACInput)`
  ${inputStyles}
`;

/**
 * The list's scroll area. Focus stays in the search box (virtual focus), so the area itself is a
 * Tab stop: a long list can be scrolled from the keyboard too (axe scrollable-region-focusable).
 */
const ListScroll = styled.div`
  overflow: auto;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const defaultMatches = (option: SearchableSelectOption, search: string) =>
  option.label.toLowerCase().includes(search.trim().toLowerCase());

/**
 * A dropdown whose open list starts with a search box (RAC Select + Autocomplete): the trigger
 * shows the choice, typing narrows the options, arrows move through them while focus stays in the
 * search box, Enter picks, Escape closes. For long lists of names (document tags).
 */
export function SearchableSelect<K extends Key = Key>({
  label, options, value, onChange, searchLabel, emptyText, matches = defaultMatches, maxListHeight = 288,
  description, errorMessage, isInvalid, isDisabled, className,
}: SearchableSelectProps<K>) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => options.filter((o) => !search.trim() || matches(o, search)), [options, search, matches]);
  return (
    <Root
      className={className}
      selectedKey={value}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      onSelectionChange={(key) => {
        if (key != null) onChange(key as K);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    >
      <Label>{label}</Label>
      <Trigger>
        <SelectValue />
        <ChevronDownIcon />
      </Trigger>
      {description && <Description>{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
      <StyledPopover>
        <Autocomplete inputValue={search} onInputChange={setSearch}>
          <SearchBox aria-label={searchLabel} autoFocus>
            <SearchIcon size={16} />
            <SearchInput placeholder={searchLabel} />
          </SearchBox>
          <ListScroll tabIndex={0} style={{ maxHeight: maxListHeight }}>
            <StyledListBox<SearchableSelectOption<K>> style={{ maxHeight: 'none', overflow: 'visible' }} items={shown} renderEmptyState={() => <EmptyText>{emptyText}</EmptyText>}>
              {(option) => (
                <StyledOption id={option.id} textValue={option.label}>
                  {option.label}
                </StyledOption>
              )}
            </StyledListBox>
          </ListScroll>
        </Autocomplete>
      </StyledPopover>
    </Root>
  );
}
