// The books-history module's public surface (issue 41): the one reader of the money history into
// the journal, at upgrade and then hourly for what comes due by the calendar (late fees, surplus
// unclaimed). It builds on books and loans.
import type { TJob } from '../../lib/jobs';
import { bookHistory } from './books-history.service';

export { bookHistory } from './books-history.service';
export const BOOKS_JOBS: readonly TJob[] = [{ name: 'books.catch-up', everySeconds: 3600, run: ({ db }) => bookHistory(db) }];
