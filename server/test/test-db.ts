import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users } from '../db/schema';

// Direct changes for arranging a test's starting state, where no API exists yet to make them.
export async function setUserActive(db: TExecutor, id: string, isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive }).where(eq(users.id, id));
}

export async function renameUser(db: TExecutor, id: string, lastName: string): Promise<void> {
  await db.update(users).set({ lastName }).where(eq(users.id, id));
}
