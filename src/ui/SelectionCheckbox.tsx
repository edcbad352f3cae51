import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { CheckboxMark, checkboxBox, checkboxBoxChecked, checkboxBoxDisabled, checkboxBoxFocused } from './checkboxBox';

interface Props {
  /** The accessible name, e.g. "Select Ashworth Contractors". */
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isSelected: boolean) => void;
}

const Root = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;

  /* The real input lies over the box, transparent: pointer, keyboard and assistive technology use it as it is. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  .box { ${checkboxBox} }
  &:hover .box { border-color: ${({ theme }) => theme.colors.text}; }
  input:checked + .box, input:indeterminate + .box { ${checkboxBoxChecked} }
  input:focus-visible + .box { ${checkboxBoxFocused} }
  &:has(input:disabled) { cursor: not-allowed; }
  input:disabled + .box { ${checkboxBoxDisabled} }
`;

/**
 * A table's row (and select-all) checkbox: a native checkbox that looks like ui/Checkbox. A page of
 * 50 rows mounts 51 of them at once; React Aria's Checkbox renders each a second time right after
 * mounting (to learn it has no description or error slot), which doubled the page's commit and
 * made it one long task. The native control has the same role, name, states and keyboard use.
 */
export function SelectionCheckbox({ label, isSelected, isIndeterminate = false, isDisabled = false, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // "Mixed" exists only as a DOM property (no attribute); browsers expose it as aria-checked="mixed".
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <Root>
      <input
        ref={input}
        type="checkbox"
        aria-label={label}
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
    </Root>
  );
}
