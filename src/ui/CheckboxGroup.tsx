import type { ReactNode } from 'react';
import { CheckboxGroup as RACCheckboxGroup, type CheckboxGroupProps as RACCheckboxGroupProps } from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, Label } from './Field.styles';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Checkbox children, each with a `value`. */
  children: ReactNode;
  orientation?: 'vertical' | 'horizontal';
}

const Root = styled(RACCheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Items = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

export function CheckboxGroup({ label, description, errorMessage, children, orientation = 'vertical', ...rest }: CheckboxGroupProps) {
  return (
    <Root {...rest}>
      <Label>{label}</Label>
      {description && <Description>{description}</Description>}
      <Items $orientation={orientation}>{children}</Items>
      <ErrorText>{errorMessage}</ErrorText>
    </Root>
  );
}
