import type { ReactNode } from 'react';
import {
  Menu as RACMenu, MenuItem as RACMenuItem, MenuTrigger, Popover, type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { ChevronDownIcon } from './icons';

export interface MenuAction<K extends Key = Key> {
  id: K;
  label: string;
  /** Navigation item: RAC renders it as a link. */
  href?: string;
  isDisabled?: boolean;
}

export interface MenuProps<K extends Key = Key> {
  /** Visible trigger content (text and/or icon). */
  trigger: ReactNode;
  /** Required when the trigger is icon-only, otherwise the trigger text names it. */
  'aria-label'?: string;
  /** Accessible name of the menu popup itself; defaults to being labelled by the trigger. */
  menuLabel?: string;
  items: MenuAction<K>[];
  onAction?: (id: K) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  showChevron?: boolean;
  isDisabled?: boolean;
}

const StyledPopover = styled(Popover)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: max(var(--trigger-width), 180px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
`;

const StyledMenu = styled(RACMenu)`
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
` as typeof RACMenu;

export const MenuItem = styled(RACMenuItem)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-focused], &[data-hovered] { background: ${({ theme }) => theme.colors.primarySubtle}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
` as typeof RACMenuItem;

/** Actions menu on RAC MenuTrigger/Menu: arrow-key navigation, type-to-select and focus return built in. */
export function Menu<K extends Key = Key>({
  trigger, items, onAction, variant = 'secondary', size = 'md', placement = 'bottom end',
  showChevron = true, isDisabled, menuLabel, ...rest
}: MenuProps<K>) {
  return (
    <MenuTrigger>
      <Button variant={variant} size={size} aria-label={rest['aria-label']} isDisabled={isDisabled}>
        {trigger}
        {showChevron && <ChevronDownIcon />}
      </Button>
      <StyledPopover placement={placement}>
        <StyledMenu items={items} aria-label={menuLabel} onAction={(key) => onAction?.(key as K)}>
          {(item) => (
            <MenuItem id={item.id} href={item.href} isDisabled={item.isDisabled} textValue={item.label}>
              {item.label}
            </MenuItem>
          )}
        </StyledMenu>
      </StyledPopover>
    </MenuTrigger>
  );
}
