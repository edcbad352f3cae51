import type { ReactNode } from 'react';
import {
  Radio as RACRadio, RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps, type RadioProps as RACRadioProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, Label } from './Field.styles';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  children: ReactNode;
}

const Root = styled(RACRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Items = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

/** RAC RadioGroup: arrow keys move between options, one tab stop for the whole group. */
export function RadioGroup({ label, description, errorMessage, children, orientation = 'vertical', ...rest }: RadioGroupProps) {
  return (
    <Root orientation={orientation} {...rest}>
      <Label>{label}</Label>
      {description && <Description>{description}</Description>}
      <Items $horizontal={orientation === 'horizontal'}>{children}</Items>
      <ErrorText>{errorMessage}</ErrorText>
    </Root>
  );
}

const StyledRadio = styled(RACRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 20px;
    height: 20px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    box-sizing: border-box;
  }
  &[data-selected]::before {
    border: 6px solid ${({ theme }) => theme.colors.primary};
  }
  /* React Aria marks the whole label focus-visible; the circle alone is ringed (below). */
  &[data-focus-visible] { outline: none; }
  &[data-focus-visible]::before {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
`;

export type RadioProps = RACRadioProps;

export function Radio(props: RadioProps) {
  return <StyledRadio {...props} />;
}
