import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import type { TAppContext } from './app-context';
import type { TDatabase } from './db/client';
import type { TEnv } from './env';
import { registerChangeVersions } from './lib/change-versions';
import { registerErrorHandling } from './lib/error-handler';
import { keepLibraryDebugOut, loggerOptions, type TLogStream } from './lib/logger';
import { clientErrorHandler, routerErrorHandler } from './lib/framework-errors';
import { AppError } from './lib/errors';
import { registerSameOriginCheck } from './lib/same-origin';
import { s3UploadOriginOf } from './lib/object-store/s3-object-store';
import { registerHostHint } from './lib/site-address';
import { helmetOptions, registerSecurityHeaders, securityHeadersOf } from './lib/security-headers';
import { registerAccountingRoutes } from './modules/accounting';
import {
  registerPawnLoanListRoutes,
  registerPawnLoanReviewRoutes,
  registerPawnLoanRoutes,
} from './modules/applications';
import { registerAuditRoutes } from './modules/audit';
import { createDeviceCookies, registerAuthRoutes, registerSessions, registerValidateAdminRoute, throttlePolicyOf, verifySuperAdminCredentials } from './modules/auth';
import { registerBorrowerHomeRoutes } from './modules/borrower-home';
import { registerBorrowerRoutes, type TSuperAdminCheck } from './modules/borrowers';
import { registerCashDrawerRoutes } from './modules/cash-drawer';
import { registerCounterRoutes } from './modules/counter';
import { registerCalculatorRoutes } from './modules/calculator';
import { registerCollectionRoutes, settleCaseAfterPayment } from './modules/collections';
import { registerEmailOutboxRoutes, registerEmailSettingsRoutes } from './modules/email';
import { registerGoldPriceRoutes } from './modules/gold-prices';
import { registerGuaranteeRoutes } from './modules/guarantees';
import { registerHealthRoutes } from './modules/health';
import { onLoanActivated } from './modules/loans';
import { registerExternalSignInRoutes } from './modules/oidc';
import { registerObjectRoutes, registerPhotoUploadRoute } from './modules/objects';
import { registerPaymentRoutes } from './modules/payments';
import { issuePawnTicketIfDue, registerPledgeRoutes, registerPledgeSaleRoutes, registerRenewalRoutes } from './modules/pledges';
import { registerReportRoutes } from './modules/reports';
import { registerBooksRoutes } from './modules/books';
import { registerShopSettingsRoutes } from './modules/shop';
import { registerSystemRoutes } from './modules/system';
import { registerAdminUserRoutes, registerOwnProfileRoutes } from './modules/users';
import { createServices, type TServices } from './services';

export type TBuildOptions = {
  env: TEnv;
  database: TDatabase;
  secret: Buffer;
  /** Folder of the built client; served with an index.html fallback when present. */
  clientDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: TLogStream;
  /** The instance's shared services (main.ts shares them with its jobs and worker); built here if not given. */
  services?: TServices;
};

export const APP_VERSION: string = pkg.version;

export async function buildApp(options: TBuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const helmet = helmetOptions(env.secureCookies, env.s3 ? [s3UploadOriginOf(env.s3)] : []);
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
  keepLibraryDebugOut(app, env.LOG_LEVEL);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app, securityHeaders);
  await app.register(fastifyCookie);
  registerSameOriginCheck(app, env.APP_URL);
  registerHostHint(app, env.APP_URL);

  const sessions = await registerSessions(app, options.database, {
    ttlHours: env.SESSION_TTL_HOURS,
    secure: env.secureCookies,
    secret: options.secret,
  });
  const changes = await registerChangeVersions(app, options.database);
  const services = options.services ?? createServices(options);
  const ctx: TAppContext = {
    env,
    db: options.database.db,
    databaseKind: options.database.kind,
    secret: options.secret,
    sessions,
    changes,
    objectStore: services.objectStore,
    outbox: services.outbox,
    shop: services.shop,
    version: APP_VERSION,
  };
  // The shop cache's listening connection ends with the app.
  app.addHook('onClose', async () => services.shop.close());

  // API responses are per-user and never cached by browsers or proxies unless a route says otherwise.
  // Decided on the route the router matched (it decodes %xx, so "/%61pi/..." is an API route too);
  // an answer no route matched (404s, router errors) is not cached either.
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    if ((route === undefined || route.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // The borrowers module sits below auth (sign-in links borrower records), so its delete gets the
  // super admin check from here rather than importing it (with the browser's device cookie, as every confirmation).
  const devices = createDeviceCookies({ secret: ctx.secret, secure: env.secureCookies });
  const confirmSuperAdmin: TSuperAdminCheck = (credentials, ip, request) =>
    verifySuperAdminCredentials(ctx.db, throttlePolicyOf(env), credentials, ip, devices.deviceOf(request, credentials?.email ?? ''));

  // A loan made active (a review, a first payment, a renewal) gets its pawn ticket in the same
  // transaction; pledges builds on loans, so its issuer is handed in here rather than imported by
  // loans. Once per process: the jobs main.ts starts after this share it.
  onLoanActivated(issuePawnTicketIfDue);

  // Every route of the API, in one list: the module and the URLs it answers.
  await registerHealthRoutes(app, ctx); //              health: /api/health
  await registerAuthRoutes(app, ctx); //                auth: /api/auth/user, /api/auth/local-login, /api/auth/logout, /api/auth/user/password
  await registerExternalSignInRoutes(app, ctx); //      oidc: /api/auth/config, /api/auth/login, /api/auth/callback, /api/auth/provider-logout
  await registerValidateAdminRoute(app, ctx); //        auth: POST /api/auth/validate-admin (Manage Documents, step 1)
  await registerShopSettingsRoutes(app, ctx); //        shop: GET /api/shop-settings, /api/shop-settings/logo, PUT /api/admin/shop-settings
  await registerCalculatorRoutes(app, ctx); //          calculator: /api/calculator
  await registerGoldPriceRoutes(app, ctx); //           gold-prices: GET /api/gold-prices, PUT /api/admin/gold-prices (issue 43)
  await registerPawnLoanRoutes(app, ctx); //            applications: POST /api/pawn-loans, GET /api/pawn-loans/:applicationNumber/agreement
  await registerPawnLoanListRoutes(app, ctx); //        applications: GET /api/pawn-loans (staff list)
  await registerPawnLoanReviewRoutes(app, ctx); //      applications: /api/pawn-loans/:id (detail, status, frequency, verification, photo, delete)
  await registerAccountingRoutes(app, ctx); //          accounting: /api/admin/accounting, /api/admin/summary
  await registerAuditRoutes(app, ctx); //               audit: /api/admin/audit-log
  await registerBorrowerHomeRoutes(app, ctx); //        borrower-home: /api/borrower/loans, /api/borrower/applicant-details, /api/auth/user/payment-history, /api/dashboard/stats, /api/payments/:id/receipt
  await registerBorrowerRoutes(app, ctx, { confirmSuperAdmin }); // borrowers: /api/borrowers/search, /api/admin/borrowers(/:id, /:id/export, /:id/access-log), /api/admin/borrower/:email/*, /api/admin/borrower-documents, /api/borrowers/:email/bank-account
  await registerObjectRoutes(app, ctx); //              objects: /api/objects/upload, /objects/uploads/:id (PUT, GET)
  await registerPhotoUploadRoute(app, ctx); //          objects: POST /api/upload-photo
  // A payment resolves its loan's collection case in its own transaction; collections builds on
  // loans like payments does, so the hook is handed in here rather than imported by payments.
  await registerPaymentRoutes(app, ctx, { afterPayment: settleCaseAfterPayment }); // payments: /api/payments, /api/payments/:id/*, /api/pawn-loans/:id/ledger, /:id/redemption-quote
  await registerRenewalRoutes(app, ctx, { afterPayment: settleCaseAfterPayment }); // renewal: /api/pawn-loans/:id/renewal, /:id/renew (issue 32)
  await registerPledgeRoutes(app, ctx); //              pledges: /api/pawn-loans/:id/items, /:id/pledge, /:id/redeem, /:applicationNumber/ticket, /api/pawn-items/:itemId(/police-hold, /tag), /api/pledges, /api/borrower/pledges
  await registerCounterRoutes(app, ctx); //             counter: POST /api/counter/pawns (issue 43)
  await registerPledgeSaleRoutes(app, ctx); //          sales: /api/pawn-loans/:id/sale, /api/pledges/sales, /api/pledges/surplus(/:id/pay, /:id/receipt), /api/borrower/pledge-sales (issue 32)
  await registerGuaranteeRoutes(app, ctx); //           guarantees: /api/pawn-loans/:id/guarantor-invitation, /:id/guarantor-email, /:id/guarantor-consent/paper, /:applicationNumber/guarantee, /api/guarantee/:token(/pdf)
  await registerCollectionRoutes(app, ctx); //          collections: /api/collections, /api/collections/:id(/contacts), find-overdue, statistics, overdue-loans, collectors, reminder-settings
  await registerCashDrawerRoutes(app, ctx); //        cash-drawer: /api/cash-drawer/open, /current, /close
  await registerReportRoutes(app, ctx); //            reports: /api/reports/cash-book, /income, /loan-book (JSON, CSV, PDF), /day-summary (JSON, PDF)
  await registerBooksRoutes(app, ctx); //             books: /api/books/trial-balance, /journal, /accounts/{code}, /months, /close-month
  await registerAdminUserRoutes(app, ctx); //           users: /api/admin/users(/:id, /:id/sign-in-lock, /:id/reset-password)
  await registerOwnProfileRoutes(app, ctx); //         users: PUT /api/auth/user/profile (own signature, TRN photo), PUT /api/auth/user/name (staff's own name)
  await registerEmailSettingsRoutes(app, ctx); //       email: /api/admin/email-settings
  await registerEmailOutboxRoutes(app, ctx); //         email: /api/admin/email-outbox, /api/admin/email-outbox/send-now
  await registerSystemRoutes(app, ctx); //              system: /api/system/backup(s), /backup-status, /restore, /auto-backup-settings, /database-status, /database-tables, /table-data/:table, /storage, /logs

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
    // Never the path: it is attacker-chosen text, and may hold an e-mail address or a token.
    throw new AppError('NOT_FOUND', 'Not found');
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
