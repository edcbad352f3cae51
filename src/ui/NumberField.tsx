import type { ReactNode } from 'react';
import { NumberField as RACNumberField, type NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, FieldRoot, Input, Label } from './Field.styles';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
}

const Root = styled(RACNumberField)`
  ${FieldRoot}
`;

/** RAC NumberField: locale-aware parsing/formatting, arrow keys step. */
export function NumberField({ label, description, errorMessage, placeholder, ...rest }: NumberFieldProps) {
  return (
    <Root {...rest}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
    </Root>
  );
}
