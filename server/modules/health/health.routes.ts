import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/errors';

export async function registerHealthRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  // Liveness: the process answers. Kept trivial on purpose: the benchmarks measure other routes against it.
  app.get('/api/health', async () => ({ status: 'ok', version: ctx.version }));

  // Readiness: the database answers too (for a load balancer).
  app.get('/api/health/ready', async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'Database is not reachable');
    }
    return { status: 'ready', database: ctx.databaseKind };
  });
}
