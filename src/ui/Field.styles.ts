import { FieldError as RACFieldError, Input as RACInput, Label as RACLabel, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Shared pieces so every form control has the same label, hint and error look. */
export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  /* React Aria marks some fields' whole block (a Select's label and button) focus-visible while the
     control in it has focus: the control is ringed, not the block around it as well. */
  &[data-focus-visible] { outline: none; }
`;

export const Label = styled(RACLabel)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const Description = styled(Text).attrs({ slot: 'description' })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled(RACFieldError)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const inputStyles = css`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  &[data-hovered] { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-focused] { outline: none; }
  &[data-focus-visible], &[data-focused] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
  &[data-invalid], &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

/** A select's button: the field's box with its value on the left and the chevron on the right. */
export const selectTriggerStyles = css`
  ${inputStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: left;
  cursor: pointer;
  &[data-focused]:not([data-focus-visible]) { outline: none; }
`;

export const Input = styled(RACInput)`
  ${inputStyles}
`;
