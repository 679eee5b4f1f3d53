import { bigserial, index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns';

/** Who did what to which record, written in the same transaction as every staff mutation. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid(),
    userEmail: varchar({ length: 254 }),
    userRole: varchar({ length: 20 }),
    action: varchar({ length: 60 }).notNull(),
    entity: varchar({ length: 60 }).notNull(),
    entityId: varchar({ length: 100 }),
    summary: jsonb(),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    // The action filter, newest first, and the Activity view's list of actions (an index skip scan).
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
