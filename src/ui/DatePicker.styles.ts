import {
  Button as RACButton, Calendar as RACCalendar, DateInput as RACDateInput, DatePicker as RACDatePicker, Dialog as RACDialog,
  Group,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldRoot } from './Field.styles';
import { StyledPopover } from './Popover.styles';

export const Root = styled(RACDatePicker)`
  ${FieldRoot}
`;

export const InputGroup = styled(Group)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space.xs} 0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[data-hovered] { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-focus-within] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 0; }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] { background: ${({ theme }) => theme.colors.disabledBg}; color: ${({ theme }) => theme.colors.disabledText}; }
`;

export const Input = styled(RACDateInput)`
  display: flex;
  flex: 1 1 auto;
  font-variant-numeric: tabular-nums;
  .segment {
    padding: 0 1px;
    border-radius: ${({ theme }) => theme.radii.sm};
    outline: none;
    &[data-placeholder] { color: ${({ theme }) => theme.colors.textMuted}; }
    &[data-type='literal'] { padding: 0; }
    &[data-focused] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.textInverse}; }
  }
`;

export const CalendarButton = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceHover}; }
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 0; }
`;

export const CalendarPopover = styled(StyledPopover)`
  min-width: 0;
`;

export const CalendarDialog = styled(RACDialog)`
  padding: ${({ theme }) => theme.space.md};
  outline: none;
`;

export const StyledCalendar = styled(RACCalendar)`
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  table { border-collapse: collapse; }
  th { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: normal; }
  td { padding: 1px; text-align: center; }
  .cell, .nav {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.round};
    cursor: pointer;
    outline: none;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    &[data-outside-month] { display: none; }
    &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceHover}; }
    &[data-selected] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.textInverse}; }
    &[data-disabled], &[data-unavailable] { color: ${({ theme }) => theme.colors.disabledText}; cursor: default; }
    &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  }
  /* Days outside min/max are struck through as well as greyed, so the bound does not rely on colour. */
  .cell[data-disabled], .cell[data-unavailable] { text-decoration: line-through; }
`;
