import { type CalendarDate, parseDate } from '@internationalized/date';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import { DatePicker } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { Label } from 'react-aria-components/Label';
import { Popover } from 'react-aria-components/Popover';
import { ADMIN_TEXT } from './admin-texts';

export interface AdminDateFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errorMessage?: string | undefined;
  /** Registers the element that takes focus when the field is in error (use-form). */
  readonly inputRef?: (element: HTMLElement | null) => void;
}

function calendarDateOf(value: string): CalendarDate | null {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
}

/**
 * Decision 0217: the one date input of the admin screens, a react-aria DatePicker: typed date segments (digits
 * only, so no text it cannot read), or a pick from the calendar it opens.
 */
export function AdminDateField({ label, value, onChange, errorMessage, inputRef }: AdminDateFieldProps) {
  const group = useRef<HTMLDivElement>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The picker reports a day only once every segment is filled: a segment cleared by Backspace would leave the
  // form holding the old day while the field shows none. A field with an empty segment holds no day (decision 0217).
  useEffect(() => {
    const element = group.current;
    if (element === null) return;
    const check = () => {
      const emptied = element.querySelector('[data-placeholder]') !== null;
      if (emptied && latest.current.value !== '') latest.current.onChange('');
    };
    element.addEventListener('keyup', check);
    return () => element.removeEventListener('keyup', check);
  }, []);
  return (
    <DatePicker
      className="field admin-date"
      value={calendarDateOf(value)}
      onChange={(date) => onChange(date?.toString() ?? '')}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      granularity="day"
    >
      <Label className="field__label">{label}</Label>
      <Group ref={group} className="field__input admin-date__group">
        <DateInput
          className="admin-date__input"
          // The first segment takes focus for the field (the group itself is not focusable).
          ref={(element) => inputRef?.(element?.querySelector<HTMLElement>('[role="spinbutton"]') ?? null)}
        >
          {(segment) => <DateSegment segment={segment} className="admin-date__segment" />}
        </DateInput>
        <Button className="admin-date__trigger">
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="admin-popover">
        <Dialog className="admin-calendar-dialog">
          <Calendar className="admin-calendar">
            <header className="admin-calendar__header">
              <Button slot="previous" className="admin-calendar__nav" aria-label={ADMIN_TEXT.report.previousMonth}>
                ‹
              </Button>
              <Heading className="admin-calendar__heading" />
              <Button slot="next" className="admin-calendar__nav" aria-label={ADMIN_TEXT.report.nextMonth}>
                ›
              </Button>
            </header>
            <CalendarGrid className="admin-calendar__grid">
              {(date) => <CalendarCell date={date} className="admin-calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
