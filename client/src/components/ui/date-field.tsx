import { Suspense, useId, useRef, useState, type ComponentProps } from 'react';
import { CalendarDays } from 'lucide-react';
import { formatDayFirstDate, isoDayOfLocalDate, parseDayFirstDate } from '@/lib/day-first-date';
import { LazyBoundary } from '@/components/lazy-boundary';
import { cn } from '@/lib/cn';
import { lazyRetry } from '@/lib/lazy-retry';
import { Input } from './input';

// The calendar and the popover it opens in (react-day-picker, date-fns, Radix's Popper and
// floating-ui) load the first time someone points at or opens one: typing needs none of it, and the
// public loan form stays within its size budget.
const importCalendar = () => import('./date-field-calendar');
let calendarModule: ReturnType<typeof importCalendar> | undefined;
function loadCalendar() {
  calendarModule ??= importCalendar().catch((error: unknown) => {
    calendarModule = undefined; // a prefetch that failed (offline) is tried again when the button is pressed
    throw error;
  });
  return calendarModule;
}
const DateFieldCalendar = lazyRetry(() => loadCalendar().then((m) => ({ default: m.DateFieldCalendar })));
const preloadCalendar = () => void loadCalendar().catch(() => undefined);

type TDateFieldProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> & {
  id: string;
  /** What the field's label says; names the calendar button ("Choose Expiry Date from a calendar"). */
  label: string;
  /** "YYYY-MM-DD", or '' when empty or not yet a whole date (as a native date input reports it). */
  value: string;
  onValueChange: (isoDay: string) => void;
  min?: string;
  max?: string;
  'data-testid'?: string;
};

/**
 * While a person types forward, the slashes come by themselves ("2411" shows "24/11/"): a phone's
 * number pad has no "/". A separator typed right after one is dropped rather than doubled.
 */
function withSlashes(typed: string): string {
  const single = typed.replace(/([/.\-\s])[/.\-\s]+/g, '$1');
  return /^(\d{2}|\d{2}\/\d{2})$/.test(single) ? `${single}/` : single;
}

const FORMAT_PROBLEM = 'Enter the date day first, as DD/MM/YYYY (for example 31/01/2027).';

/**
 * A date typed day first (DD/MM/YYYY) or picked from a calendar; the value it reports stays
 * "YYYY-MM-DD", so forms and contracts keep the wire format. The browser's own date input is not
 * used: it shows month first on most phones and desktops set to US English.
 */
export function DateField({ id, label, value, onValueChange, min, max, className, disabled, onBlur, ...props }: TDateFieldProps) {
  const formatHintId = useId();
  const problemId = useId();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(() => formatDayFirstDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [problem, setProblem] = useState(false);
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing is the popover's own (focus back, no flash).
  const [calendarWanted, setCalendarWanted] = useState(false);
  const testId = props['data-testid'];

  // A new value from outside (a reset, a prefill, the calendar) replaces the text, unless the text
  // already says that day or is a half-typed date the form holds as ''.
  if (value !== shownValue) {
    setShownValue(value);
    if ((parseDayFirstDate(text, { shortYears: false }) ?? '') !== value) {
      setText(formatDayFirstDate(value));
      setProblem(false);
    }
  }

  const report = (isoDay: string) => {
    if (isoDay !== value) onValueChange(isoDay);
  };

  const type = (raw: string) => {
    const typed = raw.length > text.length ? withSlashes(raw) : raw;
    setText(typed);
    setProblem(false);
    // Whole four-digit years only while typing, so "24/11/20" on the way to 2026 is not taken as 2020.
    report(typed.trim() === '' ? '' : (parseDayFirstDate(typed, { shortYears: false }) ?? ''));
  };

  const settle = () => {
    if (text.trim() === '') return;
    const isoDay = parseDayFirstDate(text);
    if (isoDay === null) {
      setProblem(true);
      return;
    }
    setText(formatDayFirstDate(isoDay));
    report(isoDay);
  };

  const pick = (date: Date | undefined) => {
    if (date) {
      const isoDay = isoDayOfLocalDate(date);
      setText(formatDayFirstDate(isoDay));
      setProblem(false);
      report(isoDay);
    }
    setOpen(false);
  };

  const describedBy = [props['aria-describedby'], formatHintId, problem ? problemId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <div className="flex min-w-0 gap-2">
        <Input
          {...props}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD/MM/YYYY"
          maxLength={10}
          className="min-w-0 flex-1 px-2.5"
          value={text}
          disabled={disabled}
          onChange={(e) => type(e.target.value)}
          onBlur={(e) => {
            settle();
            onBlur?.(e);
          }}
          aria-describedby={describedBy}
          aria-invalid={problem || props['aria-invalid'] ? true : undefined}
        />
        <button
          ref={buttonRef}
          type="button"
          disabled={disabled}
          aria-label={`Choose ${label} from a calendar`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-input bg-card text-foreground hover:bg-muted sm:size-10',
            'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 print:hidden',
          )}
          data-testid={testId ? `${testId}-calendar` : undefined}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
          onClick={() => {
            setCalendarWanted(true);
            setOpen(!open);
          }}
        >
          <CalendarDays className="size-5" aria-hidden="true" />
        </button>
        {calendarWanted && (
          // Offline before the calendar's first download: a Retry beside the field, the date typed stays.
          <LazyBoundary compact>
            <Suspense fallback={null}>
              <DateFieldCalendar
                buttonRef={buttonRef}
                panelId={panelId}
                open={open}
                onOpenChange={setOpen}
                label={label}
                value={value}
                onSelect={pick}
                min={min}
                max={max}
                data-testid={testId}
              />
            </Suspense>
          </LazyBoundary>
        )}
      </div>
      <span id={formatHintId} className="sr-only">
        Day first: DD/MM/YYYY.
      </span>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-destructive" data-testid={testId ? `${testId}-format-error` : undefined}>
          {FORMAT_PROBLEM}
        </p>
      )}
    </div>
  );
}
