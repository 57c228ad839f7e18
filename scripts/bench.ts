// `npm run bench`: measures the built site on this machine and rewrites docs/performance.md.
// Not a test: it reports figures against targets and never fails on a slow figure.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { availableParallelism, cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../tests/browser/support/start-server.ts';
import { benchCommandLine, countOption } from './bench/command-line.ts';
import { cpuProbeMs } from './bench/cpu-probe.ts';
import { pageFaultProbeUs } from './bench/page-fault-probe.ts';
import { appendLoginBench } from './bench-login.ts';
import { assetReader, scriptsOfPage } from './bench/bundle-size.ts';
import { get, post, runLoad, startBareServer } from './bench/http-load.ts';
import { runLighthouse, type LighthouseOutcome } from './bench/lighthouse.ts';
import { serveDocumentAlone, withoutScripts } from './bench/document-alone.ts';
import { appendPageLoadReport, measurePageLoad } from './bench/page-load.ts';
import {
  appendPageBenchReport,
  benchPages,
  benchPlayerLogin,
  measurePages,
  sessionCookieOf,
  type PageFigure,
} from './bench/page-bench.ts';
import { demoBrands } from '#server/db/seed/demo-brands.ts';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import { appendPageScriptsReport, measurePageScripts } from './bench/page-scripts.ts';
import { homeScriptsTargetKib, renderReport } from './bench/report.ts';
import { measurePostgresLayouts } from './bench/postgres-layouts.ts';
import { slotBenchSection } from '#shared/house/slot-simulation.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const benchUsage = `Usage: npm run bench [-- options]
Measures the server against a bare node:http server and writes docs/performance.md.
  --duration <s>          seconds per load figure (default 10)
  --connections <n>       connections per load figure (default 50)
  --lighthouse-runs <n>   Lighthouse runs per page, the median reported (default 5)
  --out <file>            the report to write (default docs/performance.md)
  --slot-rounds <n>       rounds of the house slot simulation (default 10000000)
  --quick                 pages and API only: no Lighthouse, login flood or slot simulation
  --help                  this text`;
const values = benchCommandLine(
  {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: '5' },
    out: { type: 'string', default: join(repoRoot, 'docs/performance.md') },
    'slot-rounds': { type: 'string', default: '10000000' },
    /** Pages and API only: no Lighthouse, login flood or slot simulation (for trying a change). */
    quick: { type: 'boolean', default: false },
  },
  benchUsage,
);
const durationSeconds = countOption('duration', values.duration, benchUsage);
const connections = countOption('connections', values.connections, benchUsage);
const lighthouseRuns = countOption('lighthouse-runs', values['lighthouse-runs'], benchUsage);
const warmUpSeconds = 2;
const requestBody = JSON.stringify({ domain_name: 'localhost' });
const browserEncodings = 'gzip, deflate, br';

const started = Date.now();
const loadBefore = loadavg()[0] ?? 0;
const busyBefore = await cpuBusyShare(3_000);
const cpuProbeBefore = cpuProbeMs();
const pageFaultUs = pageFaultProbeUs();
const workDir = mkdtempSync(join(tmpdir(), 'marquee-bench-'));
const log = (message: string) => console.log(`[bench] ${message}`);

log('starting the production server');
const server = await startServer({ host: '127.0.0.1', echo: true });
try {
  const apiUrl = `http://127.0.0.1:${server.port}/api/startup`;
  const startup = await post(apiUrl, 'localhost', requestBody);
  const parsed = JSON.parse(startup.body.toString('utf8')) as { statusCode?: unknown; message?: unknown };
  if (parsed.statusCode !== 1) log(`warning: /api/startup answered statusCode ${String(parsed.statusCode)}`);

  const bare = await startBareServer(startup.body, startup.contentType, workDir, '/api/startup');
  const load = (url: string, seconds: number, acceptEncoding?: string) =>
    runLoad({
      url,
      connections,
      durationSeconds: seconds,
      body: requestBody,
      host: 'localhost',
      acceptEncoding,
    });
  let realResult;
  let bareResult;
  let browserResult;
  try {
    log(`real server: ${warmUpSeconds} s warm-up, ${durationSeconds} s at ${connections} connections`);
    await load(apiUrl, warmUpSeconds);
    realResult = await load(apiUrl, durationSeconds);
    log(`real server, as a browser asks (Accept-Encoding: ${browserEncodings}): ${durationSeconds} s`);
    browserResult = await load(apiUrl, durationSeconds, browserEncodings);
    log(`bare node:http: ${warmUpSeconds} s warm-up, ${durationSeconds} s at ${connections} connections`);
    await load(bare.url, warmUpSeconds);
    bareResult = await load(bare.url, durationSeconds);
  } finally {
    await bare.stop();
  }

  log(`GET / at ${connections} connections for ${durationSeconds} s, cut off at the end`);
  const pageLoad = await measurePageLoad(server.port, connections, durationSeconds, browserEncodings);
  if (!pageLoad.aliveAfter) log('warning: the server no longer answers after the page load');

  const pageFigures: PageFigure[] = [];
  const pageOptions = { connections, durationSeconds, warmUpSeconds, workDir, log };
  pageFigures.push(
    ...(await measurePages({ ...pageOptions, port: server.port, mode: 'cached', pages: benchPages })),
  );
  const cookie = await sessionCookieOf(server.port, benchPlayerLogin);
  pageFigures.push(
    ...(await measurePages({
      ...pageOptions,
      port: server.port,
      mode: 'signed-in',
      pages: [benchPages[0]!],
      cookie,
    })),
  );
  log('starting a second production server with the page cache off');
  const uncachedServer = await startServer({
    host: '127.0.0.1',
    env: { PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'warn' },
  });
  const uncached: PageFigure[] = [];
  try {
    const threads = `${availableParallelism()} render threads`;
    const figures = await measurePages({
      ...pageOptions,
      port: uncachedServer.port,
      mode: 'uncached',
      pages: benchPages,
    });
    uncached.push(...figures.map((figure) => ({ ...figure, server: threads })));
  } finally {
    await uncachedServer.stop();
  }
  // The same page rendered on the event loop alone: what the render threads bought (decision 0052).
  log('starting a production server with the page cache and the render threads off');
  const eventLoopServer = await startServer({
    host: '127.0.0.1',
    env: { PAGE_CACHE_SECONDS: '0', RENDER_THREADS: '0', LOG_LEVEL: 'warn' },
  });
  try {
    const figures = await measurePages({
      ...pageOptions,
      port: eventLoopServer.port,
      mode: 'uncached',
      pages: [benchPages[0]!],
    });
    uncached.push(...figures.map((figure) => ({ ...figure, server: 'no render threads' })));
  } finally {
    await eventLoopServer.stop();
  }
  pageFigures.unshift(...uncached);
  const postgresLayouts = await measurePostgresLayouts(pageOptions);
  if (postgresLayouts.ok) pageFigures.push(...postgresLayouts.figures);
  else log(`PostgreSQL not measured: ${postgresLayouts.reason}`);

  log('measuring the home route scripts');
  const home = await get(`http://127.0.0.1:${server.port}/`, 'localhost');
  if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
  const bundle = scriptsOfPage(home.body.toString('utf8'), assetReader(join(server.root, 'build/client')));

  log('measuring the initial scripts of every page');
  const pageScripts = await measurePageScripts(server.port, join(server.root, 'build/client'), cookie);

  const lighthouse: LighthouseOutcome[] = [];
  // Issue 16: every demo brand's home page, and a lobby. A brand seeded in maintenance (Royal Bay)
  // answers every page with the maintenance screen and 503, which Lighthouse refuses to audit.
  const lighthouseUrls = [
    ...demoBrands
      .filter((brand) => !isUnderMaintenance(brand.maintenance, new Date()))
      .map((brand) => server.url('/', brand.code)),
    server.url('/slots'),
  ];
  for (const url of values.quick ? [] : lighthouseUrls) {
    log(`Lighthouse on ${url} (${lighthouseRuns} run(s))`);
    lighthouse.push(await runLighthouse(url, lighthouseRuns, workDir));
  }
  // The same lobby without its scripts: how much of its blocking time the document itself costs here.
  let documentAlone: LighthouseOutcome | undefined;
  if (!values.quick) {
    const slots = await get(`http://127.0.0.1:${server.port}/slots`, 'localhost');
    if (slots.status !== 200) throw new Error(`GET /slots answered ${slots.status}`);
    const alone = await serveDocumentAlone({
      document: withoutScripts(slots.body.toString('utf8')),
      path: '/slots',
      upstreamPort: server.port,
      host: 'localhost',
    });
    try {
      log(`Lighthouse on ${alone.url}, /slots without its scripts (${lighthouseRuns} run(s))`);
      documentAlone = await runLighthouse(alone.url, lighthouseRuns, workDir);
    } finally {
      await alone.close();
    }
  }

  const cpuProbeAfter = cpuProbeMs();
  const cpuList = cpus();
  const markdown = renderReport({
    date: new Date(),
    machine: {
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      cpuCount: cpuList.length,
      node: process.version,
      platform: `${platform()} ${release()}`,
      memoryGb: totalmem() / 1024 ** 3,
    },
    loadBefore,
    busyBefore,
    cpuProbe: { beforeMs: cpuProbeBefore, afterMs: cpuProbeAfter },
    pageFaultUs,
    loadAfter: loadavg()[0] ?? 0,
    connections,
    durationSeconds,
    startup: {
      status: startup.status,
      bytes: startup.body.length,
      statusCode: parsed.statusCode,
      message: parsed.message,
    },
    real: realResult,
    browser: browserResult,
    browserEncodings,
    bare: bareResult,
    bundle,
    lighthouse,
    documentAlone,
    lighthouseRuns,
    serverLog: server.output(),
    durationMs: Date.now() - started,
  });
  writeFileSync(values.out, markdown);
  appendPageLoadReport(values.out, pageLoad, connections, durationSeconds);
  appendPageBenchReport(
    values.out,
    pageFigures,
    connections,
    durationSeconds,
    postgresLayouts.ok ? undefined : `PostgreSQL not measured: ${postgresLayouts.reason}.`,
  );
  appendPageScriptsReport(values.out, pageScripts, homeScriptsTargetKib);
  if (!values.quick) await appendLoginBench(values.out, server.port, log);
  console.log(markdown);
  log(`wrote ${values.out}`);
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

// After the server has stopped, so the simulation has a core to itself.
if (!values.quick) {
  const slotRounds = countOption('slot-rounds', values['slot-rounds'], benchUsage);
  log(`house slot: exact RTP by enumeration, then ${slotRounds.toLocaleString('en-US')} simulated rounds`);
  const slotSection = slotBenchSection(slotRounds, randomInt(2 ** 32 - 1));
  appendFileSync(values.out, slotSection);
  console.log(slotSection);
  log(`wrote the slot section to ${values.out}`);
}

/**
 * The share of all cores' time spent outside idle over `ms`, measured now. The load average trails
 * by a minute (a run right after another reads "busy" on an idle machine); this reads what others
 * take from the cores at the moment the run starts.
 */
async function cpuBusyShare(ms: number): Promise<number> {
  const total = () =>
    cpus().reduce(
      (sum, cpu) => {
        const { user, nice, sys, irq, idle } = cpu.times;
        return { busy: sum.busy + user + nice + sys + irq, all: sum.all + user + nice + sys + irq + idle };
      },
      { busy: 0, all: 0 },
    );
  const before = total();
  await sleep(ms);
  const after = total();
  return after.all === before.all ? 0 : (after.busy - before.busy) / (after.all - before.all);
}
