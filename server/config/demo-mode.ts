/**
 * Whether the demo conveniences (GET /dev/outbox, the demo payment gateway) exist. DEMO_MODE when
 * given; otherwise on only for the embedded database, so `npm start` shows the whole demo while a
 * server on PostgreSQL (a real deployment) opens no backdoor unless asked to. NODE_ENV plays no
 * part: an unset NODE_ENV is "development", and that must not open it either (decision 0013).
 */
export function resolveDemoMode(given: boolean | undefined, databaseUrl: string | undefined): boolean {
  return given ?? databaseUrl === undefined;
}

export const demoModeOnPostgresWarning =
  'DEMO_MODE=true on PostgreSQL (DATABASE_URL is set): demo conveniences are ON and reachable by ANYONE. ' +
  "GET /dev/outbox shows every player's SMS codes (log in as anyone with login_tac) and the demo " +
  'payment gateway (/payments/demo/pay/..., POST /api/payments/demo/callback) credits deposits with no ' +
  'real payment. Never run a real site like this: unset DEMO_MODE or set DEMO_MODE=false.';

/**
 * Logs the loud start-up warning when demo mode was explicitly turned on for a PostgreSQL
 * database (the only way it can be on there). Answers whether it warned.
 */
export function warnIfDemoModeOnPostgres(
  // Not Pick<Env, ...>: env.ts imports this module, and the two must not import each other.
  env: { DEMO_MODE: boolean; DATABASE_URL?: string | undefined },
  log: { warn(message: string): void },
): boolean {
  if (!env.DEMO_MODE || env.DATABASE_URL === undefined) return false;
  log.warn(demoModeOnPostgresWarning);
  return true;
}
