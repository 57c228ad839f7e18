import { cmsKeys } from '#shared/brand/brand-site-schema.ts';
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
} from '#shared/contract/site-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import type { Database } from '#server/db/database.ts';
import { adsVisits } from '#server/db/schema.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { findGamesByCodes } from '#server/features/catalogue/game-repository.ts';
import type { SiteConfigs } from './site-config.ts';
import { latestPaidWithdrawals, paidSince, playerCounters, topWins } from './site-stats-repository.ts';

export interface SiteRouteDeps {
  db: Database;
  siteConfigs: Pick<SiteConfigs, 'startupBody'>;
  calls: CallRegistry;
}

const hour = 3_600_000;
const day = 24 * hour;

/** Public ids of players on tickers: enough to recognise oneself, not enough to find anyone. */
export function maskAccountId(accountId: string): string {
  if (accountId.length <= 3) return `${accountId.slice(0, 1)}***`;
  return `${accountId.slice(0, 2)}***${accountId.slice(-2)}`;
}

export function registerSiteRoutes({ db, siteConfigs, calls }: SiteRouteDeps): void {
  // Start-up answers during maintenance too: it reports the window, so the client shows the screen.
  const startupAdmission = { duringMaintenance: true } as const;
  calls.precompressed(startupCall, (_body, brand) => siteConfigs.startupBody(brand), startupAdmission);

  calls.register(seoCall, async (body, { brand: config }) => {
    const index = config.document.seo.findIndex((entry) => entry.page_name === body.page_name);
    const entry = config.document.seo[index];
    return ok({ value: entry ? { id: index + 1, ...entry } : null });
  });

  calls.register(hotGamesCall, async (body, { brand: config }) => {
    const value = await findGamesByCodes(
      db,
      config.document.hot_games,
      config.document,
      body.game_type || undefined,
    );
    return ok({ value });
  });

  calls.register(socialAccountCall, async (_body, { brand: config }) => {
    return ok({ accountList: config.document.social_accounts });
  });

  calls.register(top10WinnerWithdrawalCall, async (_body, { brand: config }) => {
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

  calls.register(siteInfoDetailCall, async (_body, { brand: config }) => {
    const { cms } = config.document;
    return ok({ value: { cms, cms_status: cmsKeys.some((key) => cms[key].status) } });
  });

  calls.register(analyticsCall, async (_body, { brand: config }) => {
    return ok({ value: config.document.analytics });
  });

  calls.register(adsVisitCall, async (body, { brand: config, request }) => {
    await db.insert(adsVisits).values({
      brandId: config.id,
      fbp: body.fbp,
      appsflyerId: body.appsflyer_id,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
      ipAddress: request.ip,
    });
    return ok({});
  });

  calls.register(partnersCall, async (_body, { brand: config }) => {
    return ok({ value: config.document.partners });
  });
}
