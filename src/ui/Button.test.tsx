import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Button } from './Button';
import { LinkButton } from './Link';

describe('Button', () => {
  it('fires onPress when clicked or activated with the keyboard', async () => {
    const onPress = vi.fn();
    renderWithTheme(<Button onPress={onPress}>Search</Button>);
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('type', 'button');
  });

  it('does not fire when disabled and takes its name from aria-label', async () => {
    const onPress = vi.fn();
    renderWithTheme(<Button isDisabled aria-label="Delete segment" variant="danger" onPress={onPress}>x</Button>);
    const button = screen.getByRole('button', { name: 'Delete segment' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
  });

  it('submits a form when type is submit', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    renderWithTheme(<form onSubmit={onSubmit}><Button type="submit">Save</Button></form>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('is a link with an href', () => {
    renderWithTheme(<LinkButton href="/search">New search</LinkButton>);
    expect(screen.getByRole('link', { name: 'New search' })).toHaveAttribute('href', '/search');
  });
});
