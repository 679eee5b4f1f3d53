// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Label } from '@/components/ui/label';
import { renderUi } from '@/test/render-ui';
import { DateField } from './date-field';

/** A labelled field the way forms use it, keeping every value it reported. */
function renderField(initial: string, bounds: { min?: string; max?: string } = {}) {
  const reported: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <div>
        <Label htmlFor="expiry">Expiry Date</Label>
        <DateField
          id="expiry"
          label="Expiry Date"
          value={value}
          onValueChange={(v) => {
            reported.push(v);
            setValue(v);
          }}
          data-testid="expiry"
          {...bounds}
        />
        <button type="button" onClick={() => setValue('2030-05-31')}>
          Set from outside
        </button>
        <output data-testid="value">{value}</output>
      </div>
    );
  }
  const view = renderUi(<Harness />);
  const input = screen.getByLabelText('Expiry Date') as HTMLInputElement;
  return { ...view, input, reported, value: () => screen.getByTestId('value').textContent };
}

describe('DateField', () => {
  // The calendar's module loads on the first open; fetch it once here so no test waits on the
  // transform of react-day-picker and Radix's popover.
  beforeAll(async () => {
    await import('./date-field-calendar');
  });

  it('shows the stored day day first, as a text field a phone keypad can fill', () => {
    const { input } = renderField('2026-11-24');
    expect(input.value).toBe('24/11/2026');
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('numeric');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    // The format is told to screen readers too, not only by the placeholder.
    const hint = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(hint).toContain('Day first: DD/MM/YYYY.');
  });

  it('reads what is typed day first and reports the ISO day; a half-typed date is reported as empty', async () => {
    const { input, user, value, reported } = renderField('');
    await user.type(input, '31/01/20');
    // "20" may still become 2027: nothing is taken yet.
    expect(value()).toBe('');
    await user.type(input, '27');
    expect(value()).toBe('2027-01-31');
    expect(reported).toEqual(['2027-01-31']);
    await user.clear(input);
    expect(value()).toBe('');
  });

  it('takes other separators, digits alone and two-digit years once the person leaves the field, and writes the date back in full', async () => {
    const { input, user, value } = renderField('');
    for (const [typed, iso] of [
      ['24-11-2026', '2026-11-24'],
      ['4.1.2027', '2027-01-04'],
      ['05062027', '2027-06-05'],
      ['24/11/26', '2026-11-24'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      await user.tab();
      expect(value()).toBe(iso);
      expect(input.value).toBe(`${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
    }
    // A day copied from elsewhere in ISO form is taken too.
    await user.clear(input);
    await user.click(input);
    await user.paste('2028-02-29');
    expect(value()).toBe('2028-02-29');
  });

  it('puts the slashes in as the digits are typed on a number pad, and lets them be deleted', async () => {
    const { input, user, value } = renderField('');
    await user.type(input, '2411');
    expect(input.value).toBe('24/11/');
    await user.type(input, '2026');
    expect(input.value).toBe('24/11/2026');
    expect(value()).toBe('2026-11-24');
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input.value).toBe('24/11');
    expect(value()).toBe('');
  });

  it('refuses a day that does not exist, and a month-first date, with a message that says how to write it', async () => {
    const { input, user, value } = renderField('');
    for (const typed of ['31/04/2026', '29/02/2027', '11/24/2026', 'tomorrow']) {
      await user.clear(input);
      await user.type(input, typed);
      await user.tab();
      expect(value()).toBe('');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toBe('Enter the date day first, as DD/MM/YYYY (for example 31/01/2027).');
      expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    }
    await user.clear(input);
    await user.type(input, '24/11/2026');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps what the person is typing when the day it held is given up on the way', async () => {
    const { input, user, value } = renderField('2026-11-24');
    await user.type(input, '{Backspace}{Backspace}');
    expect(value()).toBe('');
    expect(input.value).toBe('24/11/20');
    await user.type(input, '27');
    expect(value()).toBe('2027-11-24');
  });

  it('follows a value set from outside (a reset or a prefill)', async () => {
    const { input, user } = renderField('2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(input.value).toBe('31/05/2030');
  });

  it('picks a day from a calendar that starts the week on Sunday and names days day first', async () => {
    const { input, user, value } = renderField('2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Choose Expiry Date from a calendar' }));
    const panel = await screen.findByTestId('expiry-calendar-panel');
    const grid = await within(panel).findByRole('grid');
    // The weekday row is hidden from screen readers (each day's name says its weekday); read it as drawn.
    const weekdays = [...grid.querySelectorAll('th')].map((h) => h.getAttribute('aria-label'));
    expect(weekdays).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    // The chosen day has focus, ready for the arrow keys.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/10 November 2026/));
    await user.click(within(grid).getByRole('button', { name: /\b24 November 2026/ }));
    expect(value()).toBe('2026-11-24');
    expect(input.value).toBe('24/11/2026');
    await waitFor(() => expect(screen.queryByTestId('expiry-calendar-panel')).toBeNull());
  });

  it('moves by keyboard in the calendar and does not offer days outside the bounds', async () => {
    const { user, value } = renderField('2026-11-10', { min: '2026-11-05', max: '2026-11-20' });
    await user.click(screen.getByRole('button', { name: 'Choose Expiry Date from a calendar' }));
    const grid = await within(await screen.findByTestId('expiry-calendar-panel')).findByRole('grid');
    expect((within(grid).getByRole('button', { name: /\b21 November 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(grid).getByRole('button', { name: /\b4 November 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/10 November 2026/));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/17 November 2026/));
    await user.keyboard('{Enter}');
    expect(value()).toBe('2026-11-17');
  });

  it('opens the calendar from a button that says it opens a dialog; a picked day closes it and focus goes back to the button', async () => {
    const { input, user, value } = renderField('2026-11-10');
    const button = screen.getByRole('button', { name: 'Choose Expiry Date from a calendar' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByTestId('expiry-calendar-panel')).toBeNull();

    await user.click(button);
    const panel = await screen.findByTestId('expiry-calendar-panel');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-label')).toBe('Expiry Date: calendar');

    await user.click(within(panel).getByRole('button', { name: /\b12 November 2026/ }));
    expect(value()).toBe('2026-11-12');
    expect(input.value).toBe('12/11/2026');
    await waitFor(() => expect(screen.queryByTestId('expiry-calendar-panel')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes the calendar on Escape with the date unchanged and focus back on the button; the button and a click outside close it too', async () => {
    const { user, value } = renderField('2026-11-10');
    const button = screen.getByRole('button', { name: 'Choose Expiry Date from a calendar' });
    await user.click(button);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/10 November 2026/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('expiry-calendar-panel')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(value()).toBe('2026-11-10');

    // The button closes what it opened (a press on it is not a press outside that reopens it).
    await user.click(button);
    await screen.findByTestId('expiry-calendar-panel');
    await user.click(button);
    await waitFor(() => expect(screen.queryByTestId('expiry-calendar-panel')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await screen.findByTestId('expiry-calendar-panel');
    await user.click(screen.getByTestId('value'));
    await waitFor(() => expect(screen.queryByTestId('expiry-calendar-panel')).toBeNull());
    expect(value()).toBe('2026-11-10');
  });
});
