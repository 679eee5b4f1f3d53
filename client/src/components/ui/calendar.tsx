import type { CSSProperties } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { jamaicaToday } from '@common/jamaica-time';
import { localDateOf } from '@/lib/day-first-date';

// The library's own sheet, in the brand's colours; day cells stay 44 px, a finger's width.
const THEME = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': 'var(--color-secondary)',
  '--rdp-today-color': 'var(--color-primary)',
  '--rdp-day-height': '2.75rem',
  '--rdp-day-width': '2.75rem',
  '--rdp-day_button-height': '2.625rem',
  '--rdp-day_button-width': '2.625rem',
} as CSSProperties;

// How far the month and year lists reach when the field sets no bound: loans back-dated from paper
// records behind, identity documents' expiry ahead.
const YEARS_BACK = 15;
const YEARS_AHEAD = 15;

type TCalendarProps = {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** Earliest and latest selectable days, "YYYY-MM-DD". */
  min?: string;
  max?: string;
};

/**
 * One month to pick a day from: British English names (day-first, "Tuesday, 24 November 2026"),
 * weeks from Sunday as Jamaican calendars print them, "today" being the shop's day in Jamaica.
 */
export function Calendar({ selected, onSelect, min, max }: TCalendarProps) {
  const today = localDateOf(jamaicaToday()) ?? new Date();
  const first = min ? localDateOf(min) : undefined;
  const last = max ? localDateOf(max) : undefined;
  const disabled: Matcher[] = [];
  if (first) disabled.push({ before: first });
  if (last) disabled.push({ after: last });
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected ?? today}
      today={today}
      locale={enGB}
      weekStartsOn={0}
      captionLayout="dropdown"
      startMonth={first ?? new Date(today.getFullYear() - YEARS_BACK, 0)}
      endMonth={last ?? new Date(today.getFullYear() + YEARS_AHEAD, 11)}
      disabled={disabled}
      autoFocus
      style={THEME}
    />
  );
}
