import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { CheckIcon, MinusIcon } from './icons';

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

  .box {
    flex: none;
    width: 20px;
    height: 20px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &[data-hovered] .box { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] .box, &[data-indeterminate] .box {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-invalid] .box { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-focus-visible] .box {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
  &[data-disabled] .box { background: ${({ theme }) => theme.colors.disabledBg}; border-color: ${({ theme }) => theme.colors.disabledBg}; }
`;

/** RAC Checkbox: a real visually-hidden <input type=checkbox> keeps native semantics and form support. */
export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <Root {...rest}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="box" aria-hidden="true">
            {isIndeterminate ? <MinusIcon size={14} strokeWidth={3} /> : isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
          </span>
          {children}
        </>
      )}
    </Root>
  );
}
