import { appendFileSync } from 'node:fs';
import { luckyBrand } from '#server/db/seed/demo-brands.ts';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { get, post, runLoad, startBareServer, type LoadResult } from './http-load.ts';
import { warmUntilSteady, warmUpRule } from './warm-up.ts';

/**
 * Issue 16's page figures: anonymous pages rendered on every request (page cache off), the same
 * pages from the page cache, and a signed-in player's home page, each beside a bare `node:http`
 * server sending the very bytes the real one sent (compressed the same way), in one run.
 */

/** What Chromium on a desktop sends for a page, so the render and compression are a browser's. */
export const browserHeaders: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};
export const acceptEncoding = 'gzip, deflate, br';

/** The demo player whose home page is the signed-in figure. */
export const benchPlayerLogin = {
  account_id: 'demo2',
  password: demoPassword,
  domain_name: 'localhost',
  external_id: luckyBrand.site.external_id,
};

export interface BenchPage {
  label: string;
  path: string;
  host: string;
}

export const benchPages: BenchPage[] = [
  { label: 'Lucky Casino `/`', path: '/', host: 'localhost' },
  { label: 'Lucky Casino `/slots`', path: '/slots', host: 'localhost' },
  { label: 'Spin Palace `/`', path: '/', host: 'spinpalace.localhost' },
];

export interface PageFigure {
  label: string;
  mode: 'uncached' | 'cached' | 'signed-in';
  real: LoadResult;
  bare: LoadResult;
  /** Bytes of one answer as sent (compressed). */
  bytes: number;
  /** Requests per second of each warm-up window before the figure (warm-up.ts). */
  warmUp: number[];
  /** Where the server ran, when not the embedded database in one process. */
  server?: string;
}

export interface PageBenchOptions {
  port: number;
  mode: PageFigure['mode'];
  pages: readonly BenchPage[];
  connections: number;
  durationSeconds: number;
  /** Warm-up of the bare server, which has nothing to optimise; the real one warms until steady. */
  warmUpSeconds: number;
  workDir: string;
  log: (message: string) => void;
  /** A session cookie for the signed-in figure. */
  cookie?: string;
}

export async function measurePages(options: PageBenchOptions): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const page of options.pages) {
    const url = `http://127.0.0.1:${options.port}${page.path}`;
    const headers = { ...browserHeaders, ...(options.cookie ? { cookie: options.cookie } : {}) };
    const load = (target: string, seconds: number) =>
      runLoad({
        url: target,
        connections: options.connections,
        durationSeconds: seconds,
        host: page.host,
        acceptEncoding,
        headers,
      });
    options.log(
      `${page.label}, ${options.mode}: ${options.durationSeconds} s at ${options.connections} connections`,
    );
    const warmUp = await warmUntilSteady((seconds) => load(url, seconds));
    options.log(`  warm-up, pages/s per ${warmUpRule.windowSeconds} s: ${warmUp.map(Math.round).join(', ')}`);
    const real = await load(url, options.durationSeconds);
    const sample = await get(url, page.host, { ...headers, 'accept-encoding': acceptEncoding });
    if (sample.status !== 200) throw new Error(`${page.label} answered ${sample.status}`);
    const bare = await startBareServer(
      sample.body,
      sample.contentType,
      options.workDir,
      page.path,
      sample.contentEncoding,
    );
    let bareResult: LoadResult;
    try {
      await load(bare.url, options.warmUpSeconds);
      bareResult = await load(bare.url, options.durationSeconds);
    } finally {
      await bare.stop();
    }
    figures.push({
      label: page.label,
      mode: options.mode,
      real,
      bare: bareResult,
      bytes: sample.body.length,
      warmUp,
    });
  }
  return figures;
}

/** A demo player's session cookie, from a real login. */
export async function sessionCookieOf(
  port: number,
  login: { account_id: string; password: string; domain_name: string; external_id: string },
): Promise<string> {
  const answer = await post(
    `http://127.0.0.1:${port}/api/auth/login`,
    login.domain_name,
    JSON.stringify(login),
  );
  const body = JSON.parse(answer.body.toString('utf8')) as { statusCode?: number; token?: string };
  if (body.statusCode !== 1 || !body.token)
    throw new Error(`bench login failed: ${answer.body.toString('utf8')}`);
  return `marquee_session=${body.token}`;
}

const pageTargets = {
  uncachedHomePerSecond: 600,
  uncachedP99Ms: 150,
  cachedRatio: 0.5,
  cachedP99Ms: 20,
  signedInHomePerSecond: 400,
};

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'pass' : '**fail**');

function targetsOf(figure: PageFigure, isHome: boolean): { perSecond: string; p99: string; ok: boolean } {
  const { real, bare } = figure;
  const ratio = real.requestsPerSecond / bare.requestsPerSecond;
  if (figure.mode === 'cached') {
    return {
      perSecond: `≥ ${pageTargets.cachedRatio} of bare`,
      p99: `≤ ${pageTargets.cachedP99Ms} ms`,
      ok: ratio >= pageTargets.cachedRatio && real.latencyP99Ms <= pageTargets.cachedP99Ms,
    };
  }
  if (figure.mode === 'signed-in') {
    return {
      perSecond: `≥ ${pageTargets.signedInHomePerSecond}/s`,
      p99: '',
      ok: real.requestsPerSecond >= pageTargets.signedInHomePerSecond,
    };
  }
  return {
    perSecond: isHome ? `≥ ${pageTargets.uncachedHomePerSecond}/s` : '',
    p99: `≤ ${pageTargets.uncachedP99Ms} ms`,
    ok:
      (!isHome || real.requestsPerSecond >= pageTargets.uncachedHomePerSecond) &&
      real.latencyP99Ms <= pageTargets.uncachedP99Ms,
  };
}

export function appendPageBenchReport(
  out: string,
  figures: readonly PageFigure[],
  connections: number,
  seconds: number,
  note?: string,
) {
  const rows = figures.map((figure) => {
    const { real, bare } = figure;
    const target = targetsOf(figure, figure.label.endsWith('`/`'));
    const mode = figure.server ? `${figure.mode} (${figure.server})` : figure.mode;
    return `| ${figure.label} | ${mode} | ${number(real.requestsPerSecond)} | ${real.latencyP50Ms} ms | ${real.latencyP99Ms} ms | ${figure.warmUp.map((value) => number(value)).join(', ')} | ${number(bare.requestsPerSecond)} | ${number(real.requestsPerSecond / bare.requestsPerSecond, 3)} | ${number(figure.bytes / 1024, 1)} KiB | ${[target.perSecond, target.p99].filter(Boolean).join(', ')} | ${verdict(target.ok)} |`;
  });
  appendFileSync(
    out,
    [
      '',
      '## Pages (issue 16)',
      '',
      `autocannon, ${connections} connections, ${seconds} s per figure, GET with a desktop Chromium's headers (\`Accept-Encoding: ${acceptEncoding}\`, \`Accept-Language: en-US\`). _uncached_: a server started with \`PAGE_CACHE_SECONDS=0\`, every request rendered, pages on its render threads (\`RENDER_THREADS\` by default, one per core, decisions 0052 and 0062); the row marked _no render threads_ is the same home page from a server with \`RENDER_THREADS=0\`, rendered on the event loop alone, measured in the same run; _cached_: the default server, anonymous pages from the page cache; _signed-in_: a demo player's session cookie (never cached; rendered on the render threads where the server has them). Rows marked _PostgreSQL_ ran on a fresh PostgreSQL database in turn in its two layouts (decision 0070): _1 process, N render threads_ is the default (\`WEB_CONCURRENCY=1\`), _N processes_ is \`WEB_CONCURRENCY=auto\` (one server process per core, decision 0042), whose processes render on their event loops; the other rows ran on the embedded database, which keeps the server to one process. Bare: a \`node:http\` process sending the very bytes the real server sent for that request (the same compression), measured right after it.`,
      '',
      `Before each figure the page is loaded in windows of ${warmUpRule.windowSeconds} s at the same connections until its speed stops climbing: the last ${warmUpRule.quietWindows} windows no more than ${Math.round(warmUpRule.tolerance * 100)} % faster than the best before them, at most ${warmUpRule.maxWindows} windows (scripts/bench/warm-up.ts, decision 0051). A new server speeds up for tens of seconds while V8 optimises its code, so the first page of each server would otherwise be measured in that climb. The _Warm-up_ column lists each window's pages/s; its first value is what a server just started serves.`,
      '',
      '| Page | Mode | Real pages/s | p50 | p99 | Warm-up, pages/s | Bare pages/s | Real / bare | Bytes sent | Target | Result |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      ...(note ? ['', note] : []),
      '',
    ].join('\n'),
  );
}
