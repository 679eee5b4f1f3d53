import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/client';
import { openTestDatabase, PGLITE_ONLY } from '../test/test-app';
import { INVALID_TEXT_MESSAGE, isUniqueViolation, registerErrorHandling, sqlStateOf } from './error-handler';

// The backstop behind the contracts: text PostgreSQL refuses, reaching SQL by a route without the
// text helper, answers 400 with a message, not 500. Real errors from the real databases.
describe.each(PGLITE_ONLY)('database errors for text PostgreSQL cannot hold, on %s', (backend) => {
  let database: TDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post<{ Body: { value: string } }>('/text', async (request) => database.db.execute(sql`select ${request.body.value}::text as value`).then(() => ({ ok: true })));
    app.post<{ Body: { value: string } }>('/jsonb', async (request) =>
      database.db.execute(sql`select ${JSON.stringify({ value: request.body.value })}::jsonb as value`).then(() => ({ ok: true })),
    );
    app.post('/broken', async () => database.db.execute(sql`select * from no_such_table`));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a NUL in text (22021) and in jsonb (22P05) with 400 { message }', async () => {
    for (const [url, code] of [['/text', '22021'], ['/jsonb', '22P05']] as const) {
      const error = await database.db.execute(url === '/text' ? sql`select ${'a\u0000b'}::text` : sql`select ${'{"a":"\\u0000"}'}::jsonb`).catch((e: unknown) => e);
      expect(sqlStateOf(error)).toBe(code);
      const res = await app.inject({ method: 'POST', url, payload: { value: 'a\u0000b' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: INVALID_TEXT_MESSAGE });
    }
    expect((await app.inject({ method: 'POST', url: '/text', payload: { value: 'fine' } })).json()).toEqual({ ok: true });
  });

  it("tells a unique violation (23505) from other database errors, through drizzle's wrapper", async () => {
    // One transaction: the temporary table lives on one connection of the pool.
    const duplicate = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`create temporary table unique_keys (key int primary key) on commit drop`);
        await tx.execute(sql`insert into unique_keys values (1), (1)`);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const missing = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(isUniqueViolation(missing)).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });

  it('still answers other database errors with a generic 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/no_such_table/);
  });
});
