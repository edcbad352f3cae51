import type { ReactNode } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { Description, ErrorText, FieldRoot, Input, inputStyles, Label } from './Field.styles';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown (and announced) only while isInvalid is true. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Renders a <textarea>. */
  multiline?: boolean;
  rows?: number;
}

const Root = styled(RACTextField)`
  ${FieldRoot}
`;

const TextArea = styled(RACTextArea)`
  ${inputStyles}
  resize: vertical;
`;

/** RAC TextField: label, description and error are wired to the input with aria-describedby automatically. */
export function TextField({ label, description, errorMessage, placeholder, multiline, rows = 4, ...rest }: TextFieldProps) {
  return (
    <Root {...rest}>
      <Label>{label}</Label>
      {multiline ? <TextArea placeholder={placeholder} rows={rows} /> : <Input placeholder={placeholder} />}
      {description && <Description>{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
    </Root>
  );
}
