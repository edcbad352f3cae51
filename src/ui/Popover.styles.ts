import { ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import styled from 'styled-components';

/** Shared popover + list look for ComboBox and Select. */
export const StyledPopover = styled(Popover)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: var(--trigger-width);
  max-width: min(600px, calc(100vw - 16px));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: auto;
  outline: none;
`;

export const StyledListBox = styled(ListBox)`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
  max-height: 320px;
  overflow: auto;
` as typeof ListBox;

export const StyledOption = styled(ListBoxItem)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  &[data-focused], &[data-hovered] { background: ${({ theme }) => theme.colors.primarySubtle}; }
  &[data-selected] { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
` as typeof ListBoxItem;

/** Use with slot="description" so RAC links it to the option via aria-describedby. */
export const OptionDescription = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const EmptyText = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The loading line above a type-ahead's list (the input carries the spinner). */
export const LoadingText = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
