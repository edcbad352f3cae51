import type { ReactNode } from 'react';
import { Button as RACButton, Select as RACSelect, SelectValue, type Key } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Description, ErrorText, FieldRoot, Label, selectTriggerStyles } from './Field.styles';
import { StyledListBox, StyledOption, StyledPopover } from './Popover.styles';
import { ChevronDownIcon } from './icons';

export interface SelectOption<K extends Key = Key> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = Key> {
  label: ReactNode;
  options: SelectOption<K>[];
  /** Controlled selected id. */
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  /** Visually hide the label but keep it as the accessible name (compact toolbars). */
  hideLabel?: boolean;
  /**
   * Label beside the trigger rather than above (e.g. "Rows per page"). 'fromTablet': beside it from 768 px, above it
   * on a phone, for a long label and value that cannot share a phone's line ("Trier les recherches enregistrées par"
   * + "Dernier lancement (le plus récent d'abord)").
   */
  inline?: boolean | 'fromTablet';
  className?: string;
}

const Trigger = styled(RACButton)`
  ${selectTriggerStyles}
  min-width: 80px;
  [data-placeholder] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Beside the trigger the label stays on one line ("Rows per page" wrapped onto three lines when the pager's row squeezed it). */
const besideTrigger = css`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${Label} { white-space: nowrap; }
`;

const Root = styled(RACSelect)<{ $inline?: SelectProps['inline'] }>`
  ${FieldRoot}
  ${({ $inline }) => $inline === true && besideTrigger}
  ${({ $inline, theme }) => $inline === 'fromTablet' && css`${theme.media.up('tablet')} { ${besideTrigger} }`}
`;

/** Single-choice dropdown on RAC Select (button + listbox; supports a hidden native select for forms via `name`). */
export function Select<K extends Key = Key>({
  label, options, value, defaultValue, onChange, description, errorMessage, hideLabel, inline, className, placeholder, ...rest
}: SelectProps<K>) {
  return (
    <Root
      {...rest}
      $inline={inline}
      className={className}
      placeholder={placeholder}
      selectedKey={value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key) => {
        if (key != null) onChange?.(key as K);
      }}
    >
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
      <Trigger>
        <SelectValue />
        <ChevronDownIcon />
      </Trigger>
      {description && <Description>{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
      <StyledPopover>
        <StyledListBox items={options}>
          {(option) => (
            <StyledOption id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
              {option.label}
            </StyledOption>
          )}
        </StyledListBox>
      </StyledPopover>
    </Root>
  );
}
