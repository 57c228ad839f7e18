import { leaderboardListCall, type Leaderboard } from '#shared/contract/leaderboard-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { boardOf, publicRow, scoreText, standings, type LeaderboardBrand } from './leaderboard-service.ts';

export interface LeaderboardRouteDeps {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

export function registerLeaderboardRoutes({ db, calls, clock }: LeaderboardRouteDeps): void {
  calls.register(leaderboardListCall, async (body, { brand: config, player: { account } }) => {
    const brand: LeaderboardBrand = { id: config.id, document: config.document };
    const currency = config.document.site.currency;
    const boards = body.board_id ? [boardOf(brand, body.board_id)] : config.document.leaderboards;
    const now = clock();
    const value: Leaderboard[] = [];
    for (const board of boards) {
      const { period, top, own } = await standings(db, brand, board, now, account.id);
      value.push({
        board_id: board.id,
        title: board.title as Record<string, string>,
        metric: board.metric,
        period: board.period,
        ends_at: period ? period.end.toISOString() : null,
        min_stake: board.min_stake,
        prizes: board.prizes,
        top: top.map((row) => publicRow(board, row, currency)),
        own: own ? { rank: own.rank, score: scoreText(board, own.score, currency) } : null,
      });
    }
    return ok({ value });
  });
}
