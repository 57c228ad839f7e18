import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { resolveDemoMode } from './demo-mode.ts';

/** An IPv4 or IPv6 address, or a CIDR range of one (`10.0.0.0/8`). */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Every environment variable the server reads, validated once at boot. README lists them. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** PostgreSQL connection string; without it the embedded PGlite database is used. */
    DATABASE_URL: z.string().url().optional(),
    /** Folder of the embedded database (created if missing). */
    DATA_DIR: z.string().default('./data'),
    /**
     * Server processes sharing the port (node:cluster, decision 0042): a number, or `auto` for one
     * per core. Above 1 needs DATABASE_URL: the embedded database belongs to one process.
     */
    WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
    /**
     * Threads that render guests' pages beside the event loop (decision 0052); 0 renders every page
     * on the event loop. `auto`: one per core in production when the server is one process, else 0.
     */
    RENDER_THREADS: z.union([z.literal('auto'), z.coerce.number().int().min(0).max(64)]).default('auto'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Base domain served when the request host is an IP address or unknown in demo mode. */
    DEFAULT_DOMAIN: z.string().default('localhost'),
    /** Seeds the demo brands, catalogue and players into an empty database. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The reverse proxies in front of the server, whose X-Forwarded-For/-Proto/-Host are believed:
     * a number of hops or a comma-separated list of addresses and CIDR ranges. Unset: none, so a
     * client cannot claim another address (login throttling, the operator endpoint's loopback check).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const text = value?.trim() ?? '';
        if (text === '' || text === 'false') return false;
        if (/^\d{1,2}$/.test(text)) return Number(text);
        const list = text.split(',').map((part) => part.trim());
        if (list.every(isAddressOrRange)) return list;
        ctx.addIssue({ code: 'custom', message: 'a number of hops or a list of addresses and CIDR ranges' });
        return z.NEVER;
      }),
    /** Largest accepted request body in bytes. */
    BODY_LIMIT: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
    /**
     * Demo conveniences: the readable SMS outbox (GET /dev/outbox) and the demo payment gateway.
     * Unset: on for the embedded database, off with DATABASE_URL (resolveDemoMode; decision 0013).
     */
    DEMO_MODE: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    /**
     * Key of the HMAC that stores verification codes. Unset: a random key per process (codes do not
     * survive a restart and are not shared between server copies), fine for the demo only.
     */
    TAC_SECRET: z.string().min(32).optional(),
    /** A session ends after this many minutes without an authenticated call. */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** Seconds an anonymous page is served from memory after its render; 0 renders every page. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(10),
    /** Anonymous pages kept in memory at most (least recently used dropped first). */
    PAGE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
    /** A session ends this many hours after login, active or not. */
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    /** outbox: SMS are stored in sms_outbox (local driver); http: POSTed to SMS_HTTP_URL. */
    SMS_DRIVER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.string().url().optional(),
    /** Bearer token for SMS_HTTP_URL. */
    SMS_HTTP_TOKEN: z.string().optional(),
    /**
     * Key of the demo payment gateway's signed callback (HMAC-SHA256). Unset: 32 random bytes
     * generated once per database and stored there (demo-secret.ts), never a key in the source.
     */
    PAYMENT_DEMO_SECRET: z.string().min(16).optional(),
    /** Sender name of SMS; unset: the brand's site name. */
    SMS_SENDER: z.string().max(11).optional(),
    /**
     * How often the periodic jobs (leaderboard prizes, weekly VIP cashback) run, in ms; 0: never.
     * Unset: every minute, except under NODE_ENV=test (tests run the jobs themselves).
     */
    JOBS_INTERVAL_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 1_000 && ms <= 86_400_000), { message: '0, or 1000 to 86400000' })
      .optional(),
  })
  .refine((env) => env.SMS_DRIVER !== 'http' || env.SMS_HTTP_URL !== undefined, {
    message: 'SMS_DRIVER=http needs SMS_HTTP_URL',
    path: ['SMS_HTTP_URL'],
  })
  .refine((env) => env.WEB_CONCURRENCY === 'auto' || env.WEB_CONCURRENCY === 1 || env.DATABASE_URL, {
    message: 'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process',
    path: ['WEB_CONCURRENCY'],
  })
  // One resolved boolean for everything that reads DEMO_MODE.
  .transform((env) => {
    const processes =
      env.WEB_CONCURRENCY !== 'auto' ? env.WEB_CONCURRENCY : env.DATABASE_URL ? availableParallelism() : 1;
    return {
      ...env,
      DEMO_MODE: resolveDemoMode(env.DEMO_MODE, env.DATABASE_URL),
      JOBS_INTERVAL_MS: env.JOBS_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 60_000),
      WEB_CONCURRENCY: processes,
      RENDER_THREADS:
        env.RENDER_THREADS !== 'auto'
          ? env.RENDER_THREADS
          : env.NODE_ENV === 'production' && processes === 1
            ? availableParallelism()
            : 0,
    };
  });

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
