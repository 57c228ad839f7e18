import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { listBrands } from '#server/features/brands/brand-repository.ts';
import { payDueCashback } from '#server/features/cashback/cashback-service.ts';
import { payEndedLeaderboards } from '#server/features/leaderboards/leaderboard-service.ts';

/** What one run did, per brand code: the periods it paid (for the log and tests). */
export interface JobsRun {
  leaderboards: { brand: string; boardId: string; periodKey: string; winners: number }[];
  cashback: { brand: string; weekKey: string; players: number }[];
  failures: number;
}

/**
 * Runs every periodic job once for every brand: ended leaderboard periods' prizes and ended weeks'
 * VIP cashback. Each job of each brand fails alone (logged, the others still run); a failure, even
 * the database being down, is never thrown: the next run retries, and the payouts' own locks and
 * unique rows make a retry, a second runner or another server copy pay nothing twice.
 */
export async function runPeriodicJobs(
  db: Database,
  now: Date,
  warn: (error: unknown, message: string) => void,
): Promise<JobsRun> {
  const run: JobsRun = { leaderboards: [], cashback: [], failures: 0 };
  let brands;
  try {
    brands = await listBrands(db);
  } catch (error) {
    warn(error, 'periodic jobs: reading the brands failed; retrying on the next run');
    run.failures += 1;
    return run;
  }
  for (const brand of brands) {
    const view = { id: brand.id, document: brand.document };
    try {
      for (const paid of await payEndedLeaderboards(db, view, now))
        run.leaderboards.push({ brand: brand.code, ...paid });
    } catch (error) {
      warn(error, `periodic jobs: leaderboard prizes of ${brand.code} failed; retrying on the next run`);
      run.failures += 1;
    }
    try {
      for (const paid of await payDueCashback(db, view, now))
        run.cashback.push({ brand: brand.code, weekKey: paid.weekKey, players: paid.players });
    } catch (error) {
      warn(error, `periodic jobs: cashback of ${brand.code} failed; retrying on the next run`);
      run.failures += 1;
    }
  }
  return run;
}

/**
 * Starts the periodic jobs with the server (every `intervalMs`; 0: never, as tests run them): the
 * timer does not keep the process alive, a run still going skips the next tick, and closing the
 * app stops the timer and waits for a run in flight, so it never outlives the database.
 */
export function startPeriodicJobs(
  app: FastifyInstance,
  deps: { db: Database; intervalMs: number; clock: () => Date },
): void {
  if (deps.intervalMs <= 0) return;
  let current: Promise<void> | null = null;
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);
  const timer = setInterval(() => {
    if (current) return;
    current = runPeriodicJobs(deps.db, deps.clock(), warn)
      .then((run) => {
        if (run.leaderboards.length > 0 || run.cashback.length > 0) app.log.info(run, 'periodic jobs paid');
      })
      .catch((error: unknown) => warn(error, 'periodic jobs failed'))
      .finally(() => {
        current = null;
      });
  }, deps.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await current;
  });
}
