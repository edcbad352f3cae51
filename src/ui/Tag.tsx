import type { ReactNode } from 'react';
import {
  Button as RACButton, Label, Tag as RACTag, TagGroup as RACTagGroup, TagList,
  type Key, type Selection,
} from 'react-aria-components';
import styled from 'styled-components';
import { CloseIcon } from './icons';

export interface TagItem {
  id: Key;
  label: string;
}

export interface TagGroupProps {
  /** Group name, e.g. "Applied filters"; visible unless hideLabel. */
  label: ReactNode;
  hideLabel?: boolean;
  items: TagItem[];
  /** Makes every tag removable (Backspace/Delete or its x button), e.g. removing a filter chip. */
  onRemove?: (keys: Set<Key>) => void;
  /** Word for each tag's remove button; RAC appends the tag's label, so the name reads "Remove Roofing". */
  removeLabel?: string;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  renderEmptyState?: () => ReactNode;
  className?: string;
}

const Group = styled(RACTagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const List = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
` as typeof TagList;

const StyledTag = styled(RACTag)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryPressed};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  outline: none;
  &[data-selected] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.textInverse}; }
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[data-allows-removing] { padding-right: ${({ theme }) => theme.space.xs}; }
`;

const Remove = styled(RACButton)`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &[data-hovered] { background: rgba(0, 0, 0, 0.08); }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

/** Chips on RAC TagGroup: arrow-key navigation between chips and keyboard removal built in. */
export function TagGroup({
  label, hideLabel, items, onRemove, removeLabel = 'Remove', renderEmptyState, ...rest
}: TagGroupProps) {
  return (
    <Group {...rest} onRemove={onRemove}>
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
      <List items={items} renderEmptyState={renderEmptyState}>
        {(item) => (
          <StyledTag id={item.id} textValue={item.label}>
            {({ allowsRemoving }) => (
              <>
                {item.label}
                {allowsRemoving && (
                  <Remove slot="remove" aria-label={removeLabel}>
                    <CloseIcon size={14} />
                  </Remove>
                )}
              </>
            )}
          </StyledTag>
        )}
      </List>
    </Group>
  );
}

/** Static, non-interactive chip (e.g. a supplier's category); use TagGroup when chips act. */
export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryPressed};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
