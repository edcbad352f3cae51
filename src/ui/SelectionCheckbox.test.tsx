import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from './test-utils';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectionCheckbox } from './SelectionCheckbox';

function Controlled({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <SelectionCheckbox
      label="Select Ashworth Contractors"
      isSelected={on}
      onChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    />
  );
}

describe('SelectionCheckbox', () => {
  it('is a checkbox named by its label that toggles by pointer and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select Ashworth Contractors' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the mixed state of a partly selected page, and can be disabled', () => {
    const { rerender } = renderWithTheme(<SelectionCheckbox label="Select all" isSelected={false} isIndeterminate onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    rerender(<SelectionCheckbox label="Select all" isSelected={false} isDisabled onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });
});
