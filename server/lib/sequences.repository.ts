import { sql } from 'drizzle-orm';
import { rowsOf, type TExecutor } from '../db/client';

/**
 * The next value of a yearly counter. One statement creates or bumps the row, so concurrent
 * callers queue on its row lock and never see the same value; inside a transaction that rolls
 * back, the value is given back too, so numbers have no gaps from refused submissions.
 */
export async function nextSequenceValue(db: TExecutor, name: string, year: number): Promise<number> {
  const result = await db.execute(sql`
    insert into number_sequences as s (name, year, last_value) values (${name}, ${year}, 1)
    on conflict (name, year) do update set last_value = s.last_value + 1
    returning last_value`);
  const row = rowsOf<{ last_value: number | string }>(result)[0];
  if (!row) throw new Error(`number sequence ${name}/${year} returned no row`);
  return Number(row.last_value);
}

/**
 * The next number of a yearly series as shown to people: PL-2026-000001, RCT-2026-000042 (DESIGN
 * decision 6); pawn tickets PT-2026-000001 and pawn items PI-2026-000001 (issue 31); surplus
 * receipts SR-2026-000001 (issue 32).
 */
export async function nextYearlyNumber(db: TExecutor, prefix: 'PL' | 'RCT' | 'PT' | 'PI' | 'SR', year: number): Promise<string> {
  return `${prefix}-${year}-${String(await nextSequenceValue(db, prefix, year)).padStart(6, '0')}`;
}
