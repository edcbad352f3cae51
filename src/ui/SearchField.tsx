import type { ReactNode } from 'react';
import { Button as RACButton, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { Description, FieldRoot, Input, Label } from './Field.styles';
import { CloseIcon, SearchIcon } from './icons';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  placeholder?: string;
  /** Accessible name of the clear (x) button, in the buyer's language (required: an English default went untranslated). */
  clearLabel: string;
}

const Root = styled(RACSearchField)`
  ${FieldRoot}
  .wrap { position: relative; display: flex; align-items: center; }
  .wrap > svg { position: absolute; left: ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.textMuted}; pointer-events: none; }
  input { padding-left: 36px; padding-right: 36px; }
  input::-webkit-search-cancel-button { display: none; }
  &[data-empty] .clear { display: none; }
`;

const Clear = styled(RACButton)`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

/** RAC SearchField: Enter fires onSubmit, Escape clears. */
export function SearchField({ label, hideLabel, description, placeholder, clearLabel, ...rest }: SearchFieldProps) {
  return (
    <Root {...rest}>
      <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
      <div className="wrap">
        <SearchIcon />
        <Input placeholder={placeholder} />
        <Clear className="clear" aria-label={clearLabel}>
          <CloseIcon size={16} />
        </Clear>
      </div>
      {description && <Description>{description}</Description>}
    </Root>
  );
}
