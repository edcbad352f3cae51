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

function Harness({ onPick }: { onPick: (item: ComboBoxItem | null) => void }) {
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
});
