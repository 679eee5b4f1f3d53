import { useRef, type RefObject } from 'react';
import { Popover } from 'radix-ui';
import { localDateOf } from '@/lib/day-first-date';
import { Calendar } from './calendar';

type TDateFieldCalendarProps = {
  /** The field's calendar button: the panel hangs from it and focus goes back to it on close. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  value: string;
  onSelect: (date: Date | undefined) => void;
  min?: string;
  max?: string;
  'data-testid'?: string;
};

/**
 * The DateField's calendar panel. It is a module of its own, loaded with the calendar on the first
 * open, so Radix's popover (Popper, floating-ui, focus and dismiss layers) stays out of the pages
 * that only show a date field (the public loan form's size budget).
 */
export function DateFieldCalendar({ buttonRef, panelId, open, onOpenChange, label, value, onSelect, min, max, ...props }: TDateFieldCalendarProps) {
  // A click elsewhere closes the panel and leaves focus where the person put it; Escape or a picked day
  // gives focus back to the button, as Radix's own trigger would.
  const closedFromOutside = useRef(false);
  const testId = props['data-testid'];
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        closedFromOutside.current = false;
        onOpenChange(next);
      }}
    >
      <Popover.Anchor virtualRef={buttonRef} />
      <Popover.Portal>
        <Popover.Content
          id={panelId}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // The calendar puts focus on the chosen day (or today) itself.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!closedFromOutside.current) buttonRef.current?.focus();
            closedFromOutside.current = false;
          }}
          onInteractOutside={(e) => {
            // The button toggles the panel itself: a press on it is not a press outside.
            if (e.target instanceof Node && buttonRef.current?.contains(e.target)) e.preventDefault();
            else closedFromOutside.current = true;
          }}
          className="z-50 rounded-md border border-border bg-card p-2 text-card-foreground shadow-lg"
          aria-label={`${label}: calendar`}
          data-testid={testId ? `${testId}-calendar-panel` : undefined}
        >
          <Calendar selected={localDateOf(value)} onSelect={onSelect} min={min} max={max} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
