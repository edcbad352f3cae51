import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { renderWithTheme } from './test-utils';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { dayMonthYearLocale } from './dayMonthYearLocale';

type User = ReturnType<typeof userEvent.setup>;

/** The field with something after it to move focus to, in the app locale given. */
function renderPicker(props: Partial<DatePickerProps> = {}, locale = 'en-US') {
  const onChange = vi.fn();
  renderWithTheme(
    <I18nProvider locale={locale}>
      <DatePicker label="Renewal date" onChange={onChange} {...props} />
      <button type="button">Next field</button>
    </I18nProvider>,
  );
  const group = screen.getByRole('group', { name: 'Renewal date' });
  return { onChange, group, segments: () => within(group).getAllByRole('spinbutton') };
}

const segment = (name: 'day' | 'month' | 'year') => screen.getByRole('spinbutton', { name: `${name}, Renewal date` });

async function typeDate(user: User, digits: string) {
  await user.click(segment('day'));
  await user.keyboard(digits);
}

const leave = (user: User) => user.click(screen.getByRole('button', { name: 'Next field' }));

describe('DatePicker', () => {
  it('is typed day, month, year and shows dd/MM/yyyy even in a month-first locale; reports the ISO date once', async () => {
    const user = userEvent.setup();
    const { onChange, group, segments } = renderPicker({}, 'en-US');
    expect(segments().map((s) => s.getAttribute('aria-label'))).toEqual(['day, ', 'month, ', 'year, ']);
    await typeDate(user, '10052025');
    expect(segments().map((s) => s.textContent)).toEqual(['10', '05', '2025']);
    expect(group).toHaveTextContent(/^10\/05\/2025$/);
    // Years 2, 20 and 202 pass by while typing 2025; only the whole date is reported.
    expect(onChange.mock.calls).toEqual([['2025-05-10']]);
  });

  it('reports a valid date only: out of range or left part-typed withdraws it, whole again brings it back', async () => {
    const user = userEvent.setup();
    const onValidChange = vi.fn();
    renderPicker({ onValidChange, maxValue: '2025-12-31', messages: { afterMax: (max) => `Enter a date on or before ${max}` } }, 'en-GB');
    await typeDate(user, '10052025');
    expect(onValidChange.mock.calls).toEqual([['2025-05-10']]);
    // After max: the field says why and the caller loses the date.
    await typeDate(user, '10052026');
    expect(segment('day')).toHaveAccessibleDescription(/Enter a date on or before 31\/12\/2025/);
    expect(onValidChange).toHaveBeenLastCalledWith(null);
    // Part-typed and left: still no date for the caller.
    await typeDate(user, '11052025');
    expect(onValidChange).toHaveBeenLastCalledWith('2025-05-11');
    await user.click(segment('year'));
    await user.keyboard('{Backspace}');
    await leave(user);
    expect(onValidChange).toHaveBeenLastCalledWith(null);
    await user.click(segment('year'));
    await user.keyboard('2025');
    expect(onValidChange).toHaveBeenLastCalledWith('2025-05-11');
  });

  it('writes slashes for a language whose own region uses dashes (Dutch)', async () => {
    const user = userEvent.setup();
    const { group, segments } = renderPicker({}, 'nl-NL');
    // Labels stay in the buyer's language ("dag" is day).
    expect(segments().map((s) => s.getAttribute('aria-label'))).toEqual(['dag, ', 'maand, ', 'jaar, ']);
    await user.click(segments()[0]);
    await user.keyboard('01022024');
    expect(group).toHaveTextContent(/^01\/02\/2024$/);
  });

  it('shows a controlled value and picks a day from the calendar', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>('2025-05-10');
      return (
        <>
          <DatePicker label="Renewal date" value={value} onChange={setValue} />
          <p>Chosen: {value ?? 'none'}</p>
        </>
      );
    }
    renderWithTheme(<I18nProvider locale="en-GB"><Controlled /></I18nProvider>);
    const group = screen.getByRole('group', { name: 'Renewal date' });
    expect(group).toHaveTextContent(/^10\/05\/2025$/);
    await user.click(within(group).getByRole('button', { name: /Calendar/ }));
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('button', { name: /20 May 2025/ }));
    expect(screen.getByText('Chosen: 2025-05-20')).toBeInTheDocument();
    expect(group).toHaveTextContent(/^20\/05\/2025$/);
  });

  it('says an incomplete date is incomplete once focus leaves, and reports nothing for it', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker({ messages: { incomplete: 'Enter a date as dd/mm/yyyy' } });
    await typeDate(user, '1005');
    expect(screen.queryByText('Enter a date as dd/mm/yyyy')).not.toBeInTheDocument();
    await leave(user);
    expect(segment('day')).toHaveAccessibleDescription('Enter a date as dd/mm/yyyy');
    expect(segment('day')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    // Finishing the year clears it.
    await user.click(segment('year'));
    await user.keyboard('2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-05-10');
    expect(screen.queryByText('Enter a date as dd/mm/yyyy')).not.toBeInTheDocument();
  });

  it('tells the caller when it is left incomplete and when it is whole again', async () => {
    const user = userEvent.setup();
    const onIncompleteChange = vi.fn();
    renderPicker({ onIncompleteChange });
    await typeDate(user, '1005');
    expect(onIncompleteChange).not.toHaveBeenCalled();
    await leave(user);
    expect(onIncompleteChange).toHaveBeenLastCalledWith(true);
    await user.click(segment('year'));
    await user.keyboard('2025');
    expect(onIncompleteChange).toHaveBeenLastCalledWith(false);
    expect(onIncompleteChange).toHaveBeenCalledTimes(2);
  });

  it('a year short of four digits counts as incomplete', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker();
    await typeDate(user, '1005202');
    await leave(user);
    expect(screen.getByText('Enter a date as dd/mm/yyyy')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('explains a date before min or after max, in the translated words given', async () => {
    const user = userEvent.setup();
    renderPicker({
      minValue: '2024-01-01',
      maxValue: '2025-12-31',
      messages: { beforeMin: (min) => `Choisissez une date à partir du ${min}`, afterMax: (max) => `Choisissez une date jusqu'au ${max}` },
    });
    await typeDate(user, '31122023');
    // (The description also reads out the chosen date.)
    expect(segment('day')).toHaveAccessibleDescription(/Choisissez une date à partir du 01\/01\/2024$/);
    await user.click(segment('year'));
    await user.keyboard('2026');
    expect(segment('day')).toHaveAccessibleDescription(/Choisissez une date jusqu'au 31\/12\/2025$/);
    await user.click(segment('year'));
    await user.keyboard('2025');
    expect(segment('day')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Choisissez/)).not.toBeInTheDocument();
  });

  it("shows its description, and the caller's error while the caller says it is invalid", () => {
    renderPicker({ description: 'The day the cover ends', isInvalid: true, errorMessage: 'To date must be after From date' });
    expect(segment('day')).toHaveAccessibleDescription(/The day the cover ends/);
    expect(segment('day')).toHaveAccessibleDescription(/To date must be after From date/);
  });
});

describe('dayMonthYearLocale', () => {
  it.each([
    ['en-GB', 'en-GB'],
    ['en-US', 'en-GB'],
    ['fr-FR', 'fr-FR'],
    ['fr-GB', 'fr-GB'],
    ['es-IE', 'es-IE'],
    ['nl-NL', 'nl-BE'],
    ['nl-BE', 'nl-BE'],
    ['de-DE', 'en-GB'],
  ])('%s → %s', (locale, expected) => {
    expect(dayMonthYearLocale(locale)).toBe(expected);
  });
});
