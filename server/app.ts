import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import compress from '@fastify/compress';
import { registerSecurityHeaders } from './http/security-headers.ts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { buildOpenApi } from '#shared/contract/openapi.ts';
import { allCalls } from '#shared/contract/all-calls.ts';
import type { Env } from './config/env.ts';
import type { Database } from './db/database.ts';
import { registerAccountRoutes } from './features/accounts/account-routes.ts';
import { PasswordHasher } from './features/accounts/password-hasher.ts';
import { AccountService } from './features/accounts/account-service.ts';
import { InProcessRateLimiter } from './features/accounts/rate-limiter.ts';
import { authenticateSession, sessionFromCookie } from './features/accounts/player-auth.ts';
import { sessionPolicyFrom } from './features/accounts/session-policy.ts';
import { TacService } from './features/accounts/tac-service.ts';
import type { BrandChangeBus } from './features/brands/brand-change-bus.ts';
import { Catalogue } from './features/catalogue/catalogue-service.ts';
import { SiteConfigs } from './features/site/site-config.ts';
import { registerSiteRoutes } from './features/site/site-routes.ts';
import { createSmsGateway } from './features/sms/create-sms-gateway.ts';
import { registerHistoryRoutes } from './features/history/history-routes.ts';
import { registerProviderRoutes } from './features/play/provider-routes.ts';
import { registerFairnessRoutes } from './features/fairness/fairness-routes.ts';
import { registerSportsRoutes } from './features/sportsbook/sports-routes.ts';
import { registerHouseRoutes } from './features/house/house-routes.ts';
import { registerLaunchRoutes } from './features/play/launch-routes.ts';
import { registerDemoProviderRoutes } from './features/demo-provider/demo-provider-routes.ts';
import { registerCatalogueRoutes } from './features/catalogue/catalogue-routes.ts';
import { registerInboxRoutes } from './features/inbox/inbox-routes.ts';
import { registerProtectionRoutes } from './features/protection/protection-routes.ts';
import { registerMinigameRoutes } from './features/minigame/minigame-routes.ts';
import { registerMissionRoutes } from './features/missions/mission-routes.ts';
import { registerLeaderboardRoutes } from './features/leaderboards/leaderboard-routes.ts';
import { registerDemoGatewayRoutes } from './features/payments/demo-gateway-routes.ts';
import { demoPaymentSecret } from './features/payments/demo-secret.ts';
import { registerPaymentRoutes } from './features/payments/payment-routes.ts';
import { registerWalletRoutes } from './features/wallet/wallet-routes.ts';
import { startPeriodicJobs } from './features/jobs/periodic-jobs.ts';
import { clientAbortLogHooks } from './http/client-abort-logging.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { createCallRegistry } from './http/register-call.ts';
import { registerDevOutbox } from './web/dev-outbox.ts';
import { pagePlayerCall } from './web/page-player-call.ts';
import type { PageServices } from './web/page-services.ts';

export interface AppDeps {
  env: Env;
  db: Database;
  brandBus: BrandChangeBus;
  /** Registers the web front end (React Router) after the API; absent in API-only tests. */
  registerWeb?: (app: FastifyInstance, parts: AppParts) => Promise<void>;
  /** The time the account rules see (tests move it to check expiries); default: the system clock. */
  clock?: () => Date;
}

/**
 * What a built app is made of, for its owner (the server lifecycle, tests): route modules get
 * only what they use, and the web app only `pages`.
 */
export interface AppParts {
  env: Env;
  db: Database;
  siteConfigs: SiteConfigs;
  brandBus: BrandChangeBus;
  accounts: AccountService;
  /** The React Router load context's services. */
  pages: PageServices;
}

/** How long a page's game lists are reused at most (a change on the bus drops them at once). */
const catalogueListSeconds = 30;

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: AppParts }> {
  const { env, db, brandBus } = deps;
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, hooks: clientAbortLogHooks },
    logController: new LogController({ disableRequestLogging: env.NODE_ENV === 'production' }),
    bodyLimit: env.BODY_LIMIT,
    // A hop count believes that many proxies nearest the server (Fastify's own rule for a number).
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    return503OnClosing: true,
  });
  const siteConfigs = new SiteConfigs(db, env.DEFAULT_DOMAIN);
  brandBus.onChange(() => siteConfigs.invalidate());
  const clock = deps.clock ?? (() => new Date());
  const policy = sessionPolicyFrom(env);
  if (!env.TAC_SECRET && env.NODE_ENV === 'production' && !env.DEMO_MODE) {
    app.log.warn('TAC_SECRET is not set: verification codes use a per-process key');
  }
  const accounts = new AccountService({
    db,
    sms: createSmsGateway(env, db, clock),
    tac: new TacService(db, env.TAC_SECRET ? Buffer.from(env.TAC_SECRET, 'utf8') : randomBytes(32)),
    limiter: new InProcessRateLimiter(),
    // The cores are shared by the server processes (WEB_CONCURRENCY): each hashes on its share.
    hasher: new PasswordHasher({
      concurrency: Math.max(1, Math.floor(availableParallelism() / env.WEB_CONCURRENCY)),
    }),
    policy,
    clock,
    smsSender: env.SMS_SENDER,
    warn: (message, detail) => app.log.warn(detail, message),
  });
  // Game lists change only through the catalogue and brand commands, which publish on the bus.
  const catalogue = new Catalogue(db, catalogueListSeconds * 1000);
  brandBus.onChange(() => catalogue.invalidate());
  // Made before the pages' services, which answer player calls through it; routes are mounted below.
  const calls = createCallRegistry(app, {
    siteConfigs,
    playerSession: (brand, credentials) => authenticateSession(db, credentials, brand.id, clock(), policy),
    validateResponses: env.NODE_ENV !== 'production',
  });
  const pages: PageServices = {
    env,
    siteConfigs,
    catalogue,
    async pageSession(cookieHeader, brandId) {
      return sessionFromCookie(db, cookieHeader ?? undefined, brandId, clock(), policy);
    },
    playerCall: pagePlayerCall(calls),
  };
  const services: AppParts = { env, db, siteConfigs, brandBus, accounts, pages };

  installErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  registerSiteRoutes({ db, siteConfigs, calls });
  registerAccountRoutes(app, { accounts, clock, calls });
  registerWalletRoutes({ db, calls, clock });
  registerInboxRoutes({ db, calls });
  registerProtectionRoutes({ db, calls, clock });
  registerMissionRoutes({ db, calls, clock });
  registerMinigameRoutes({ db, calls, clock });
  registerLeaderboardRoutes({ db, calls, clock });
  registerPaymentRoutes({ db, demoMode: env.DEMO_MODE, calls, clock });
  // The demo gateway credits money without real payment: only in demo mode.
  // The demo providers' games stand in for real providers' servers: only in demo mode too.
  if (env.DEMO_MODE) registerDemoProviderRoutes(app, { db });
  if (env.DEMO_MODE)
    registerDemoGatewayRoutes(app, { db, secret: await demoPaymentSecret(db, env.PAYMENT_DEMO_SECRET) });
  registerHistoryRoutes({ db, calls, clock });
  await registerProviderRoutes(app, { db, clock, validateResponses: env.NODE_ENV !== 'production' });
  registerCatalogueRoutes({ db, calls });
  registerLaunchRoutes({ db, calls, clock });
  registerFairnessRoutes({ db, calls, clock });
  registerSportsRoutes(app, { env, db, calls, clock });
  registerHouseRoutes(app, { db, calls, clock });
  registerDevOutbox(app, { env, db, siteConfigs });
  // Leaderboard prizes and weekly cashback: every server copy runs them; the database's locks and
  // unique payout rows make sure each is paid once.
  startPeriodicJobs(app, { db, intervalMs: env.JOBS_INTERVAL_MS, clock });

  const openApi = JSON.stringify(buildOpenApi(allCalls, '1'));
  app.get('/api/openapi.json', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(openApi);
  });

  if (deps.registerWeb) await deps.registerWeb(app, services);
  return { app, services };
}
