import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { CheckIcon, MinusIcon } from './icons';

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
  .box {
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
  &:hover .box { border-color: ${({ theme }) => theme.colors.text}; }
  input:checked + .box, input:indeterminate + .box {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible + .box {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) { cursor: not-allowed; }
  input:disabled + .box { background: ${({ theme }) => theme.colors.disabledBg}; border-color: ${({ theme }) => theme.colors.disabledBg}; }
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
      <span className="box" aria-hidden="true">
        {isIndeterminate ? <MinusIcon size={14} strokeWidth={3} /> : isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
      </span>
    </Root>
  );
}
