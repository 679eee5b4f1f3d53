import type { TJob } from '../../lib/jobs';
import { SYSTEM_ACTOR } from '../audit';
import { sendDueReminders } from './collection-reminders.service';
import { findOverdue, refreshCases } from './collections.service';

/**
 * The daily collections pass: open cases for newly overdue loans, bring open cases to today's
 * figures (resolving those no longer overdue) and queue the reminders due. It runs every hour
 * under its lease, so a new Jamaica day is picked up within the hour; every step is idempotent
 * (the open-case index, the reminder keys), so running it again the same day changes nothing new.
 */
export const COLLECTION_JOBS: readonly TJob[] = [
  {
    name: 'collections.daily',
    everySeconds: 3600,
    run: async ({ db }) => {
      const found = await findOverdue({ db }, SYSTEM_ACTOR);
      const refreshed = await refreshCases({ db });
      const reminders = await sendDueReminders({ db });
      return { found, refreshed, reminders };
    },
  },
];
