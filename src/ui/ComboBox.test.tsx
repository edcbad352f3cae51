import { describe, it, expect, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { ComboBox, type ComboBoxItem } from './ComboBox';

const all: ComboBoxItem[] = [
  { id: 1, label: 'Plumbing', description: 'Water and heating' },
  { id: 2, label: 'Painting' },
  { id: 3, label: 'Roofing' },
];

interface HarnessProps {
  onPick: (item: ComboBoxItem | null) => void;
  /** Pick-to-add, as the filters do: nothing stays selected, the caller owns the text. */
  pickToAdd?: boolean;
  isLoading?: boolean;
}

function Harness({ onPick, pickToAdd = false, isLoading = false }: HarnessProps) {
  const [text, setText] = useState('');
  // The caller filters, as a saga-driven type-ahead would.
  const items = text ? all.filter((i) => i.label.toLowerCase().startsWith(text.toLowerCase())) : [];
  return (
    <ComboBox
      label="Work category"
      items={items}
      inputValue={text}
      onInputChange={setText}
      onSelectionChange={onPick}
      hint="Start typing a trade"
      emptyText="No matching categories"
      {...(pickToAdd ? { selectedKey: null } : {})}
      isLoading={isLoading}
      loadingLabel="Loading work categories"
    />
  );
}

describe('ComboBox', () => {
  it('shows options while typing and reports the picked item', async () => {
    const onPick = vi.fn();
    renderWithTheme(<Harness onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Work category' });
    expect(input).toHaveAccessibleDescription('Start typing a trade');
    await userEvent.type(input, 'p');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Painting' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Roofing' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Painting' }));
    expect(onPick).toHaveBeenCalledWith({ id: 2, label: 'Painting' });
    expect(input).toHaveValue('Painting');
  });

  it('shows the empty text when nothing matches', async () => {
    renderWithTheme(<Harness onPick={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Work category' }), 'zz');
    expect(await screen.findByText('No matching categories')).toBeInTheDocument();
  });

  it('closes the list on Escape, keeps the typed text and leaves the page reachable', async () => {
    const user = userEvent.setup();
    renderWithTheme(<><Harness onPick={vi.fn()} pickToAdd /><button type="button">Show results</button></>);
    const input = screen.getByRole('combobox', { name: 'Work category' });
    await user.type(input, 'p');
    expect(await screen.findByRole('option', { name: 'Plumbing' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('p');
    expect(screen.getByRole('button', { name: 'Show results' })).toBeInTheDocument();
    // Typing again reopens it.
    await user.type(input, 'l');
    expect(await screen.findByRole('option', { name: 'Plumbing' })).toBeInTheDocument();
  });

  it('closes the list on Escape while nothing matches', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness onPick={vi.fn()} pickToAdd />);
    const input = screen.getByRole('combobox', { name: 'Work category' });
    await user.type(input, 'zz');
    expect(await screen.findByText('No matching categories')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No matching categories')).not.toBeInTheDocument();
  });

  it('says what loads in a status, never as an option', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness onPick={vi.fn()} pickToAdd isLoading />);
    await user.type(screen.getByRole('combobox', { name: 'Work category' }), 'zz');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading work categories');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
