import { bigserial, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    fromStatus: varchar({ length: 20 }),
    toStatus: varchar({ length: 20 }).notNull(),
    changedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedByName: varchar({ length: 200 }),
    notes: text(),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId, t.createdAt)],
);
