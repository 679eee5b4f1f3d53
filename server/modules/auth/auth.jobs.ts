import type { TJob } from '../../lib/jobs';
import { deleteOldResetTokens } from './password-reset.repository';
import { deleteExpiredSessions } from './session.repository';
import { deleteStaleThrottles } from './throttle.repository';

/** Housekeeping of sign-in: expired sessions and day-old failure counters. */
export const AUTH_JOBS: readonly TJob[] = [
  { name: 'sessions.cleanup', everySeconds: 3600, run: ({ db }) => deleteExpiredSessions(db) },
  { name: 'throttle.cleanup', everySeconds: 3600, run: ({ db }) => deleteStaleThrottles(db, 24 * 60) },
  { name: 'reset-links.cleanup', everySeconds: 3600, run: ({ db }) => deleteOldResetTokens(db) },
];
