import { toCents } from '@common/money';

// Pure arithmetic behind the accounting charts: kept apart from the SVG so it can be tested.

/** The smallest "round" number (1, 2, 2.5, 5 times a power of ten) at or above value; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    // Floating point: 0.3 / 0.1 style noise must not push a value one step up.
    if (candidate >= value - power * 1e-9) return candidate;
  }
  return 10 * power;
}

/**
 * Axis ticks from 0 up to a round top that holds max, `count` steps apart. Whole-number data (how
 * many applications) never gets fractional ticks.
 */
export function axisTicks(max: number, count = 4, wholeNumbers = false): number[] {
  let step = niceCeiling(max / count);
  if (wholeNumbers) step = Math.max(1, Math.ceil(step));
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step * 1e-9; value += step) ticks.push(Number(value.toFixed(6)));
  return ticks;
}

/** Length of a bar for value on a scale where top fills `length`; a non-zero value stays visible. */
export function barLength(value: number, top: number, length: number, minVisible = 2): number {
  if (!(value > 0) || !(top > 0) || !(length > 0)) return 0;
  return Math.min(length, Math.max(minVisible, (value / top) * length));
}

/** A J$ amount as the API sends it ("12000.50") as a number of dollars for scaling; 0 when unreadable. */
export function amountOf(amount: string): number {
  const cents = toCents(amount);
  return cents === null ? 0 : cents / 100;
}

/** Short axis labels: 950, 1.5K, 2M; J$ in front for money. Exact figures are in the tables. */
export function formatAxisValue(value: number, money = false): string {
  const prefix = money ? 'J$' : '';
  const abs = Math.abs(value);
  const [divisor, suffix] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const scaled = value / divisor;
  const text = Number.isInteger(scaled) ? String(scaled) : scaled.toFixed(1).replace(/\.0$/, '');
  return `${prefix}${text}${suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03" to { short: "Mar", long: "Mar 2025" }; anything else is shown as it came. */
export function monthLabel(month: string): { short: string; long: string } {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) return { short: month, long: month };
  return { short: name, long: `${name} ${match[1]}` };
}
