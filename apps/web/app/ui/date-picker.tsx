// A date field with a calendar, on React Aria's DatePicker: the day typed segment by segment (month, day, year, in the
// browser's order) or picked in the calendar; keyboard throughout, focus back on the field when the calendar closes.
// The value is a calendar day as `YYYY-MM-DD` text (no time, no time zone: the store's day), '' when empty or not
// fully typed. Days outside `minValue`…`maxValue` are refused by the field itself, with its own message.
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components/Calendar';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { OVERLAY_CONTAINER_PADDING_PX } from './interface-values';
import './field.css';
import './date-picker.css';

export interface DatePickerProps {
  label: ReactNode;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Help text; an error replaces it. */
  description?: ReactNode;
  errorMessage?: string | null;
  /** The earliest and latest days offered, `YYYY-MM-DD`. */
  minValue?: string;
  maxValue?: string;
  isRequired?: boolean;
  className?: string;
}

function dayOf(text: string | undefined): CalendarDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

export function DatePicker({
  label,
  value,
  onChange,
  description,
  errorMessage,
  minValue,
  maxValue,
  isRequired,
  className,
}: DatePickerProps) {
  const min = dayOf(minValue) ?? undefined;
  const max = dayOf(maxValue) ?? undefined;
  return (
    <AriaDatePicker
      className={['ui-field', 'ui-date-picker', className].filter(Boolean).join(' ')}
      value={dayOf(value)}
      onChange={(day) => onChange(day ? day.toString() : '')}
      minValue={min}
      maxValue={max}
      isRequired={isRequired}
      isInvalid={errorMessage ? true : undefined}
      granularity="day"
      shouldForceLeadingZeros
    >
      <Label className="ui-field__label">{label}</Label>
      <Group className="ui-field__trigger ui-date-picker__group">
        <DateInput className="ui-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="ui-date-picker__segment" />}
        </DateInput>
        <Button className="ui-date-picker__button" aria-label="Open the calendar">
          <CalendarIcon />
        </Button>
      </Group>
      {!errorMessage && description != null ? (
        <Text slot="description" className="ui-field__description ui-date-picker__message">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error ui-date-picker__message">
        {(validation) => errorMessage ?? validation.validationErrors[0]}
      </FieldError>
      <Popover
        className="ui-date-picker__popover"
        containerPadding={OVERLAY_CONTAINER_PADDING_PX}
        placement="bottom start"
      >
        <Dialog
          className="ui-date-picker__dialog"
          aria-label={typeof label === 'string' ? `${label}: calendar` : 'Calendar'}
        >
          <Calendar className="ui-date-picker__calendar">
            <header className="ui-date-picker__header">
              <Button slot="previous" className="ui-date-picker__nav" aria-label="Previous month">
                ‹
              </Button>
              <Heading className="ui-date-picker__month" />
              <Button slot="next" className="ui-date-picker__nav" aria-label="Next month">
                ›
              </Button>
            </header>
            <CalendarGrid className="ui-date-picker__grid">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className="ui-date-picker__weekday">{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className="ui-date-picker__day" />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="14" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3 8.5h14M7 3v3M13 3v3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
