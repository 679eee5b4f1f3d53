import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';

/** The parts of a drizzle database or transaction that run a statement under a name. */
type TNamedRunner = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: { prepareQuery: (query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean) => { execute: () => Promise<unknown> } };
};

/**
 * Runs a statement as a named prepared statement (named after its text, so each shape of search,
 * filter or read has its own): on PostgreSQL each connection parses it once, plans it for its
 * first five runs, then keeps a generic plan where that costs no more than the custom ones. One
 * borrower's reads are primary- and foreign-key lookups, costed alike whatever the id, so they take
 * it from their sixth run; a search's patterns and page are init plans for that (plannedOnce in
 * borrower-summary.repository). Planning was most of what PostgreSQL spent on one borrower's
 * details: 5 statements planned in 0.1-0.5 ms each, run in under 0.1 ms. PGlite runs it as any
 * other statement.
 */
export async function executeNamed(db: TExecutor, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as TNamedRunner;
  const built = dialect.sqlToQuery(query);
  const name = `borrowers_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
