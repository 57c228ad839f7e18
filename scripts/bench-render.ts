// `npm run bench:render`: the CPU one server-rendered page costs, measured in-process. The page
// figures of `npm run bench` run autocannon on the same two cores as the server, so they move with
// whatever else the machine does; here the production server renders the page cache's misses one
// after another through `app.inject`, with no load generator and no sockets, and the figure is the
// median over several rounds. Use it to weigh a change to the render path (before and after, same
// machine, same run of minutes). Prints a table; writes nothing.
//   npm run bench:render [-- --pages 400 --rounds 5]
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCommandLine, countOption } from './bench/command-line.ts';
import type { FastifyInstance } from 'fastify';
import { loadEnv } from '#server/config/env.ts';
import { startServer } from '#server/server-lifecycle.ts';
import {
  acceptEncoding,
  benchPages,
  benchPlayerLogin,
  browserHeaders,
  sessionCookieOf,
} from './bench/page-bench.ts';

const renderBenchUsage = `Usage: npm run bench:render [-- options]
Prints the CPU one server-rendered page costs, measured in-process.
  --pages <n>    pages per round (default 400)
  --rounds <n>   rounds, the median reported (default 5)
  --help         this text`;
const values = benchCommandLine(
  {
    pages: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '5' },
  },
  renderBenchUsage,
);
const pagesPerRound = countOption('pages', values.pages, renderBenchUsage);
const rounds = countOption('rounds', values.rounds, renderBenchUsage);

// React and React Router pick their builds from NODE_ENV when first imported: the command line sets
// it, since an assignment here would come after the imports above.
if (process.env.NODE_ENV !== 'production') {
  console.error('bench:render needs NODE_ENV=production (npm run bench:render sets it)');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-render-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  PAGE_CACHE_SECONDS: '0',
  JOBS_INTERVAL_MS: '0',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(randomInt(20_000, 60_000)),
});
delete process.env.DATABASE_URL;

interface RenderCase {
  label: string;
  host: string;
  path: string;
  cookie?: string;
}

/** Milliseconds per page of each round: wall time of sequential renders on an otherwise idle process. */
async function measure(
  app: FastifyInstance,
  page: RenderCase,
): Promise<{ perRound: number[]; bytes: number }> {
  const headers = {
    ...browserHeaders,
    'accept-encoding': acceptEncoding,
    host: page.host,
    ...(page.cookie ? { cookie: page.cookie } : {}),
  };
  const render = async () => {
    const answer = await app.inject({ method: 'GET', url: page.path, headers });
    if (answer.statusCode !== 200) throw new Error(`${page.label} answered ${answer.statusCode}`);
    return answer.rawPayload.length;
  };
  // The first few hundred renders still compile and optimise; they are not the steady state.
  for (let i = 0; i < 200; i++) await render();
  let bytes = 0;
  const perRound: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let i = 0; i < pagesPerRound; i++) bytes = await render();
    perRound.push((performance.now() - started) / pagesPerRound);
  }
  return { perRound, bytes };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const running = await startServer({ env: loadEnv() });
try {
  const cookie = await sessionCookieOf(running.port, benchPlayerLogin);
  const cases: RenderCase[] = [
    ...benchPages,
    { label: 'Lucky Casino `/`, signed in', host: 'localhost', path: '/', cookie },
  ];
  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; ${rounds} rounds of ${pagesPerRound} pages each\n`,
  );
  console.log('| Page | ms per page (median) | Rounds | Pages/s on one core | Bytes sent |');
  console.log('|---|---|---|---|---|');
  for (const page of cases) {
    const { perRound, bytes } = await measure(running.app, page);
    const ms = median(perRound);
    const roundsText = perRound.map((value) => value.toFixed(2)).join(', ');
    console.log(`| ${page.label} | ${ms.toFixed(2)} | ${roundsText} | ${Math.round(1000 / ms)} | ${bytes} |`);
  }
} finally {
  await running.stop('bench finished');
  rmSync(dataDir, { recursive: true, force: true });
}
