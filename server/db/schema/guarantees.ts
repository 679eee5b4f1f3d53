import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';
import { pawnLoanApplications } from './pawn-loan-applications';
import { users } from './users';

const dateTime = () => timestamp({ withTimezone: true, mode: 'date' });
const url = () => varchar({ length: 500 });

/**
 * A guarantor's personal link (issue 33): only the SHA-256 of its random token is stored. It works
 * once, until expiresAt; a newer invitation for the same application revokes it.
 */
export const guarantorInvitations = pgTable(
  'guarantor_invitations',
  {
    tokenHash: text().primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    sentTo: varchar({ length: 254 }).notNull(),
    expiresAt: dateTime().notNull(),
    usedAt: dateTime(),
    revokedAt: dateTime(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('guarantor_invitations_application_idx').on(t.applicationId)],
);

/** Every guarantor decision: accept or decline through the link, or a paper consent staff recorded. */
export const guarantorConsents = pgTable(
  'guarantor_consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => pawnLoanApplications.id, { onDelete: 'cascade' }),
    decision: varchar({ length: 10 }).$type<'accept' | 'decline' | 'paper'>().notNull(),
    guarantorName: varchar({ length: 200 }).notNull(),
    signatureUrl: url(),
    idDocumentUrl: url(),
    idDocumentNumber: varchar({ length: 100 }),
    trnPhotoUrl: url(),
    paperUrl: url(),
    note: text(),
    recordedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('guarantor_consents_application_idx').on(t.applicationId, t.createdAt),
    check('guarantor_consents_decision_check', sql`${t.decision} in ('accept','decline','paper')`),
  ],
);
