import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parseDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import {
  Button as RACButton, CalendarCell, CalendarGrid, DateSegment, Heading, I18nProvider, useLocale,
} from 'react-aria-components';
import { dayMonthYearLocale } from './dayMonthYearLocale';
import { Description, ErrorText, Label } from './Field.styles';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons';
import {
  CalendarButton, CalendarDialog, CalendarPopover, Input, InputGroup, Root, StyledCalendar,
} from './DatePicker.styles';

export interface DatePickerMessages {
  /** Some, not all, of day, month and year were entered (shown once focus leaves the field). */
  incomplete: string;
  /** The date is before minValue; receives it as dd/MM/yyyy. */
  beforeMin: (min: string) => string;
  /** The date is after maxValue; receives it as dd/MM/yyyy. */
  afterMax: (max: string) => string;
}

const defaultMessages: DatePickerMessages = {
  incomplete: 'Enter a date as dd/mm/yyyy',
  beforeMin: (min) => `Enter a date on or after ${min}`,
  afterMax: (max) => `Enter a date on or before ${max}`,
};

export interface DatePickerProps {
  label: ReactNode;
  description?: ReactNode;
  /** The chosen day as ISO yyyy-MM-dd, null when empty; leave undefined for an uncontrolled field. */
  value?: string | null;
  defaultValue?: string | null;
  /** Every complete date entered (typed or picked), also one outside min/max (the field says why); null when cleared. */
  onChange?: (value: string | null) => void;
  /**
   * The field was left part-typed (true), or holds a whole date or nothing again (false). The last
   * reported date still shows in onChange's terms; a caller that must not act on it (a filter) listens here.
   */
  onIncompleteChange?: (isIncomplete: boolean) => void;
  /**
   * The date the field holds when it is a whole date within min/max, else null (empty, left
   * part-typed, before min or after max); called whenever that changes. For callers that act on the
   * date (a filter, a search): invalid input then withdraws what they had, instead of leaving the
   * last good date in force while the field says it is wrong.
   */
  onValidChange?: (value: string | null) => void;
  /** ISO yyyy-MM-dd bounds, inclusive. */
  minValue?: string;
  maxValue?: string;
  /** The caller's own rule (e.g. a range in the wrong order); errorMessage shows while true. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** Translated texts of the field's own checks. */
  messages?: Partial<DatePickerMessages>;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

const toDate = (iso: string | null | undefined): CalendarDate | null => {
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
};

const shown = (date: CalendarDate) =>
  `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;

/** Some but not all of day, month and year filled: RAC keeps this in the input, so it is read from there. */
function isPartlyFilled(group: Element | null) {
  const segments = [...(group?.querySelectorAll('[data-type]:not([data-type="literal"])') ?? [])];
  const empty = segments.filter((segment) => segment.hasAttribute('data-placeholder')).length;
  return empty > 0 && empty < segments.length;
}

/** RAC reports a date as soon as every segment has a digit, so typing 2025 passes years 2, 20 and 202. */
const hasFullYear = (date: CalendarDate) => date.year >= 1000;

/**
 * A date field on RAC DatePicker: typed segment by segment as dd/MM/yyyy in every language (see
 * dayMonthYearLocale), or picked from a calendar. It reports complete dates only: while the buyer
 * is part-way through one (some segments empty, a year short of four digits) the last date stands,
 * and once focus leaves the field it says the date is incomplete. It also checks min/max, and
 * otherwise shows the caller's error.
 */
export function DatePicker({
  label, description, value, defaultValue, onChange, onIncompleteChange, onValidChange, minValue, maxValue, isInvalid = false, errorMessage,
  messages, className, ...rest
}: DatePickerProps) {
  const { locale } = useLocale();
  const text = { ...defaultMessages, ...messages };
  const groupRef = useRef<HTMLDivElement>(null);
  const [isIncomplete, setIsIncomplete] = useState(false);
  const setIncomplete = (next: boolean) => {
    if (next === isIncomplete) return;
    setIsIncomplete(next);
    onIncompleteChange?.(next);
  };
  // RAC needs every date it emits back as its value (or it wipes the digits being typed), so the
  // date on show is held here; the caller's value replaces it whenever that value changes.
  const [date, setDate] = useState(() => toDate(value === undefined ? defaultValue : value));
  // The last whole date (or null once cleared): it stands while the buyer is part-way through another.
  const [lastWhole, setLastWhole] = useState(date);
  const [valueSeen, setValueSeen] = useState(value);
  if (value !== valueSeen) {
    setValueSeen(value);
    if (value !== undefined) {
      setDate(toDate(value));
      setLastWhole(toDate(value));
    }
  }
  const min = useMemo(() => toDate(minValue), [minValue]);
  const max = useMemo(() => toDate(maxValue), [maxValue]);
  const complete = date && hasFullYear(date) ? date : null;

  const ownError = isIncomplete
    ? text.incomplete
    : complete && min && complete.compare(min) < 0
      ? text.beforeMin(shown(min))
      : complete && max && complete.compare(max) > 0
        ? text.afterMax(shown(max))
        : null;

  const inRange = (day: CalendarDate) => (!min || day.compare(min) >= 0) && (!max || day.compare(max) <= 0);
  const validValue = lastWhole && !isIncomplete && inRange(lastWhole) ? lastWhole.toString() : null;
  const reported = useRef(validValue);
  const onValidChangeRef = useRef(onValidChange);
  onValidChangeRef.current = onValidChange;
  useEffect(() => {
    if (validValue === reported.current) return;
    reported.current = validValue;
    onValidChangeRef.current?.(validValue);
  }, [validValue]);

  return (
    <Root
      {...rest}
      className={className}
      value={date}
      minValue={min ?? undefined}
      maxValue={max ?? undefined}
      granularity="day"
      shouldForceLeadingZeros
      validationBehavior="aria"
      isInvalid={ownError !== null || isInvalid}
      onChange={(picked) => {
        const next = picked && toCalendarDate(picked);
        setDate(next);
        if (next && !hasFullYear(next)) return;
        setIncomplete(false);
        setLastWhole(next);
        onChange?.(next ? next.toString() : null);
      }}
      onFocusChange={(focused) => {
        if (!focused) setIncomplete(isPartlyFilled(groupRef.current) || (date !== null && !hasFullYear(date)));
      }}
    >
      <Label>{label}</Label>
      <InputGroup ref={groupRef}>
        <I18nProvider locale={dayMonthYearLocale(locale)}>
          <Input>{(segment) => <DateSegment className="segment" segment={segment} />}</Input>
        </I18nProvider>
        <CalendarButton>
          <CalendarIcon size={18} />
        </CalendarButton>
      </InputGroup>
      {description && <Description>{description}</Description>}
      <ErrorText>{ownError ?? errorMessage}</ErrorText>
      <CalendarPopover>
        <CalendarDialog>
          <StyledCalendar>
            <header>
              <RACButton slot="previous" className="nav"><ChevronLeftIcon /></RACButton>
              <Heading />
              <RACButton slot="next" className="nav"><ChevronRightIcon /></RACButton>
            </header>
            <CalendarGrid>{(date) => <CalendarCell className="cell" date={date} />}</CalendarGrid>
          </StyledCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </Root>
  );
}
