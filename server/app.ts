import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import type { TAppContext } from './app-context';
import type { TDatabase } from './db/client';
import type { TEnv } from './env';
import { registerErrorHandling } from './lib/error-handler';
import { loggerOptions, type TLogStream } from './lib/logger';
import { clientErrorHandler, routerErrorHandler } from './lib/framework-errors';
import { AppError } from './lib/errors';
import { createObjectStore } from './lib/object-store/create-object-store';
import type { TAttachmentRenderers } from './lib/outbox.repository';
import { registerSameOriginCheck } from './lib/same-origin';
import { helmetOptions, securityHeadersOf } from './lib/security-headers';
import { registerAccountingRoutes } from './modules/accounting/accounting.routes';
import { registerApplicationRoutes } from './modules/applications/applications.routes';
import { registerPawnLoanReviewRoutes } from './modules/applications/pawn-loan-review.routes';
import { registerPawnLoanRoutes } from './modules/applications/pawn-loans.routes';
import { registerAuditRoutes } from './modules/audit/audit.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerSessions } from './modules/auth/session.plugin';
import { registerBorrowerRoutes } from './modules/borrowers/borrowers.routes';
import { registerCalculatorRoutes } from './modules/calculator/calculator.routes';
import { registerEmailOutboxRoutes } from './modules/email/email-outbox.routes';
import { registerEmailSettingsRoutes } from './modules/email/email-settings.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerObjectRoutes } from './modules/objects/objects.routes';
import { registerPaymentRoutes } from './modules/payments/payments.routes';
import { registerAdminUserRoutes } from './modules/users/admin-users.routes';

export type TBuildOptions = {
  env: TEnv;
  database: TDatabase;
  secret: Buffer;
  /** Folder of the built client; served with an index.html fallback when present. */
  clientDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: TLogStream;
  /** Renderers of e-mail attachments by kind (attachmentRenderersOf); none means no render attachments go out. */
  attachmentRenderers?: TAttachmentRenderers;
};

export const APP_VERSION: string = pkg.version;

export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const helmet = helmetOptions(env.secureCookies);
  const securityHeaders = await securityHeadersOf(helmet);
  const app = Fastify({
    logger:
      options.logger === false || env.LOG_LEVEL === 'silent'
        ? false
        : loggerOptions(env.LOG_LEVEL, options.logStream),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    logController: new LogController({ disableRequestLogging: env.NODE_ENV !== 'development' }),
    return503OnClosing: true,
    frameworkErrors: routerErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, helmet);
  await app.register(fastifyCookie);
  registerSameOriginCheck(app, env.APP_URL);

  const sessions = await registerSessions(app, options.database, {
    ttlHours: env.SESSION_TTL_HOURS,
    secure: env.secureCookies,
    secret: options.secret,
  });
  const ctx: TAppContext = {
    env,
    db: options.database.db,
    databaseKind: options.database.kind,
    secret: options.secret,
    sessions,
    objectStore: createObjectStore(env),
    attachmentRenderers: options.attachmentRenderers ?? {},
    version: APP_VERSION,
  };

  // API responses are per-user and never cached by browsers or proxies unless a route says otherwise.
  // Decided on the route the router matched (it decodes %xx, so "/%61pi/..." is an API route too);
  // an answer no route matched (404s, router errors) is not cached either.
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    if ((route === undefined || route.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await registerHealthRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerCalculatorRoutes(app);
  await registerApplicationRoutes(app, ctx);
  await registerPawnLoanRoutes(app, ctx);
  await registerPawnLoanReviewRoutes(app, ctx);
  await registerAccountingRoutes(app, ctx);
  await registerAuditRoutes(app, ctx);
  await registerBorrowerRoutes(app, ctx);
  await registerObjectRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  await registerAdminUserRoutes(app, ctx);
  await registerEmailSettingsRoutes(app, ctx);
  await registerEmailOutboxRoutes(app, ctx);

  const clientDir = options.clientDir && existsSync(path.join(options.clientDir, 'index.html')) ? options.clientDir : null;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/compress-client.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const name = path.relative(clientDir, filePath);
        reply.header(
          'cache-control',
          name.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url);
    const isApi = pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/objects/');
    if (!isApi && clientDir && (request.method === 'GET' || request.method === 'HEAD')) {
      // The client router decides what every other path shows, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}

/** The path as the router sees it (percent-decoded), so "/%61pi/x" is told apart from a client route as "/api/x" is. */
function decodedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
