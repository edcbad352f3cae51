import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { CheckboxMark, checkboxBox, checkboxBoxChecked, checkboxBoxDisabled, checkboxBoxFocused } from './checkboxBox';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** Visible label; for label-less checkboxes (table rows) pass aria-label instead. */
  children?: ReactNode;
}

const Root = styled(RACCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  .box { ${checkboxBox} }
  &[data-hovered] .box { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] .box, &[data-indeterminate] .box { ${checkboxBoxChecked} }
  &[data-invalid] .box { border-color: ${({ theme }) => theme.colors.danger}; }
  /* React Aria marks the whole label focus-visible; the box alone is ringed (checkboxBoxFocused). */
  &[data-focus-visible] { outline: none; }
  &[data-focus-visible] .box { ${checkboxBoxFocused} }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
  &[data-disabled] .box { ${checkboxBoxDisabled} }
`;

/** RAC Checkbox: a real visually-hidden <input type=checkbox> keeps native semantics and form support. */
export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <Root {...rest}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {children}
        </>
      )}
    </Root>
  );
}
