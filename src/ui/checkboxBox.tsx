import { css } from 'styled-components';
import { CheckIcon, MinusIcon } from './icons';

/**
 * The box both checkboxes draw (ui Checkbox on React Aria, SelectionCheckbox on a native input) and
 * its states; each styles its `.box` with these from its own state selectors.
 */
export const checkboxBox = css`
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
`;

export const checkboxBoxChecked = css`
  background: ${({ theme }) => theme.colors.primary};
  border-color: ${({ theme }) => theme.colors.primary};
`;

export const checkboxBoxFocused = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

export const checkboxBoxDisabled = css`
  background: ${({ theme }) => theme.colors.disabledBg};
  border-color: ${({ theme }) => theme.colors.disabledBg};
`;

/** The box and its mark: a minus for a mixed state, a tick when selected. */
export function CheckboxMark({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className="box" aria-hidden="true">
      {isIndeterminate ? <MinusIcon size={14} strokeWidth={3} /> : isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
    </span>
  );
}
