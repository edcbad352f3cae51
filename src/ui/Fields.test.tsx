import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { TextField } from './TextField';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { Radio, RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { SearchField } from './SearchField';
import { NumberField } from './NumberField';

describe('form fields', () => {
  it('TextField shows description, and the error only when invalid', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(
      <TextField label="Email" description="We will send the invite here" errorMessage="Enter a valid email"
        maxLength={5} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We will send the invite here');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    await userEvent.type(input, 'abcdefg');
    expect(input).toHaveValue('abcde');
    rerender(
      <TextField label="Email" description="We will send the invite here" errorMessage="Enter a valid email" isInvalid />,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
  });

  it('TextField can be multiline', () => {
    renderWithTheme(<TextField label="Message" multiline />);
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
  });

  it('Checkbox and CheckboxGroup toggle values', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <CheckboxGroup label="Accreditations" onChange={onChange}>
        <Checkbox value="iso">ISO 9001</Checkbox>
        <Checkbox value="chas">CHAS</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Accreditations' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'CHAS' }));
    expect(onChange).toHaveBeenCalledWith(['chas']);
  });

  it('RadioGroup selects one value', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <RadioGroup label="Format" onChange={onChange}>
        <Radio value="csv">CSV</Radio>
        <Radio value="pdf">PDF</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Format' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    expect(onChange).toHaveBeenCalledWith('pdf');
  });

  it('Select picks an option', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select label="Sort by" placeholder="Choose" onChange={onChange}
        options={[{ id: 'name', label: 'Name' }, { id: 'distance', label: 'Distance' }]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Distance' }));
    expect(onChange).toHaveBeenCalledWith('distance');
    expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Distance');
  });

  it('SearchField submits on Enter and has a named clear button', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<SearchField label="Search suppliers" onSubmit={onSubmit} clearLabel="Clear" />);
    const input = screen.getByRole('searchbox', { name: 'Search suppliers' });
    await userEvent.type(input, 'acme{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('acme');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
  });

  it('NumberField is labelled', () => {
    renderWithTheme(<NumberField label="Radius (miles)" defaultValue={10} />);
    expect(screen.getByRole('textbox', { name: 'Radius (miles)' })).toHaveValue('10');
  });
});
