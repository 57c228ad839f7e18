import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cmsKeys } from '../../../shared/brand/brand-schema.ts';
import {
  adsVisitCall,
  analyticsCall,
  hotGamesCall,
  partnersCall,
  seoCall,
  siteInfoDetailCall,
  socialAccountCall,
  startupCall,
  top10WinnerWithdrawalCall,
} from '../../../shared/contract/site-contract.ts';
import { formatMinor } from '../../../shared/money/currency.ts';
import { baseDomainOf } from '../../../shared/tenancy/base-domain.ts';
import type { Database } from '../../db/database.ts';
import { adsVisits } from '../../db/schema.ts';
import {
  ok,
  registerCall,
  registerPrecompressedCall,
  type RegisterOptions,
} from '../../http/register-call.ts';
import { findGamesByCodes } from '../catalogue/game-repository.ts';
import type { SiteConfigs } from './site-config.ts';
import { latestPaidWithdrawals, paidSince, playerCounters, topWins } from './site-stats-repository.ts';

export interface SiteRouteDeps {
  db: Database;
  siteConfigs: SiteConfigs;
  options: RegisterOptions;
}

const hour = 3_600_000;
const day = 24 * hour;

export function hostDomain(request: FastifyRequest): string {
  return baseDomainOf(request.host);
}

/** Public ids of players on tickers: enough to recognise oneself, not enough to find anyone. */
export function maskAccountId(accountId: string): string {
  if (accountId.length <= 3) return `${accountId.slice(0, 1)}***`;
  return `${accountId.slice(0, 2)}***${accountId.slice(-2)}`;
}

export function registerSiteRoutes(app: FastifyInstance, { db, siteConfigs, options }: SiteRouteDeps): void {
  // Start-up answers during maintenance too: it reports the window, so the client shows the screen.
  const startupAdmission = { duringMaintenance: true } as const;
  registerPrecompressedCall(app, startupCall, options, (body, request) => {
    const config = siteConfigs.forCallNow(hostDomain(request), body.domain_name, undefined, startupAdmission);
    return config instanceof Promise
      ? config.then((loaded) => siteConfigs.startupBody(loaded))
      : siteConfigs.startupBody(config);
  });

  registerCall(app, seoCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    const index = config.document.seo.findIndex((entry) => entry.page_name === body.page_name);
    const entry = config.document.seo[index];
    return ok({ value: entry ? { id: index + 1, ...entry } : null });
  });

  registerCall(app, hotGamesCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    const { hot_games: hotGames, providers } = config.document;
    const value = await findGamesByCodes(db, hotGames, providers, body.game_type || undefined);
    return ok({ value });
  });

  registerCall(app, socialAccountCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    return ok({ accountList: config.document.social_accounts });
  });

  registerCall(app, top10WinnerWithdrawalCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    const currency = config.document.site.currency;
    const now = Date.now();
    const [paid, wins, lastHour, counters] = await Promise.all([
      latestPaidWithdrawals(db, config.id, 10),
      topWins(db, config.id, new Date(now - 30 * day), 10),
      paidSince(db, config.id, new Date(now - hour)),
      playerCounters(db, config.id, new Date(now - day)),
    ]);
    return ok({
      withrawal: paid.map((row) => ({
        account_id: maskAccountId(row.accountId),
        amount: formatMinor(row.amountMinor, currency),
        created_at: (row.at ?? new Date(0)).toISOString(),
      })),
      winner: wins.map((row) => ({
        account_id: maskAccountId(row.accountId),
        amount: formatMinor(row.amountMinor, currency),
        created_at: row.at.toISOString(),
        game_name: row.gameName,
      })),
      hour_withdrawal: formatMinor(lastHour, currency),
      registered_player: counters.registered,
      active_player: counters.active,
      deposited_player: counters.deposited,
    });
  });

  registerCall(app, siteInfoDetailCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    const { cms } = config.document;
    return ok({ value: { cms, cms_status: cmsKeys.some((key) => cms[key].status) } });
  });

  registerCall(app, analyticsCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name);
    return ok({ value: config.document.analytics });
  });

  registerCall(app, adsVisitCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    await db.insert(adsVisits).values({
      brandId: config.id,
      fbp: body.fbp,
      appsflyerId: body.appsflyer_id,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      ipAddress: request.ip,
    });
    return ok({});
  });

  registerCall(app, partnersCall, options, async (body, request) => {
    const config = await siteConfigs.forCall(hostDomain(request), body.domain_name, body.external_id);
    return ok({ value: config.document.partners });
  });
}
