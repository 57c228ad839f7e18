import type { BundleSize } from './bundle-size.ts';
import { cpuProbeTask } from './cpu-probe.ts';
import { pageFaultProbeTask } from './page-fault-probe.ts';
import type { LoadResult } from './http-load.ts';
import type { LighthouseOutcome } from './lighthouse.ts';

export interface BenchReport {
  date: Date;
  machine: { cpuModel: string; cpuCount: number; node: string; platform: string; memoryGb: number };
  /** One-minute load average before the run: other work on the machine skews every figure. */
  loadBefore: number;
  loadAfter: number;
  /** Share of the cores' time other processes used over the 3 s before the run (0–1). */
  busyBefore: number;
  /** The same fixed CPU work (cpu-probe.ts) timed before the run and after its last page figure. */
  cpuProbe: { beforeMs: number; afterMs: number };
  /** Microseconds the kernel took per fresh page of memory (page-fault-probe.ts), before the run. */
  pageFaultUs: number;
  connections: number;
  durationSeconds: number;
  startup: { status: number; bytes: number; statusCode: unknown; message: unknown };
  real: LoadResult;
  /** The real server asked as browsers ask, accepting compressed answers (no baseline: bare sends identity). */
  browser: LoadResult;
  browserEncodings: string;
  bare: LoadResult;
  bundle: BundleSize;
  lighthouse: LighthouseOutcome[];
  /**
   * /slots served with its scripts taken out, on the same server otherwise (decision 0071): the
   * blocking time of the document alone on this host, against which the real page's is read.
   */
  documentAlone?: LighthouseOutcome;
  lighthouseRuns: number;
  /** What the server printed at LOG_LEVEL=warn during the run: anything here casts doubt on the figures. */
  serverLog: string;
  durationMs: number;
}

export const homeScriptsTargetKib = 130;

/**
 * Issue 2's `/api/startup` target (≥ 0.8 of bare `node:http`, p99 ≤ 3 ms) was retired by issue 16
 * (decision 0012): its figures are still reported, beside what the target was, without a verdict.
 */
const retiredStartupTarget = { ratio: 0.8, p99Ms: 3 };
const retired = (target: string) => `${target}, retired`;

const targets = {
  /** Issue 16: the median of the runs, on every demo brand's home page and on /slots. */
  lighthousePerformance: 100,
  lighthouseAccessibility: 100,
  lcpMs: 1_500,
  cls: 0.02,
  homeScriptsKib: homeScriptsTargetKib,
};

/** Above this share of CPU used by others before the run, the figures understate the code. */
const busyThreshold = 0.25;

/** The CPU probe taking this many times as long at the end says the host slowed down during the run. */
const slowdownThreshold = 1.5;

/** What a fresh page costs at most on bare metal (0.1–0.5 µs; huge pages took 0.3 µs a 4 KiB page). */
const bareMetalPageFaultUs = 0.5;

/** Above this many microseconds per fresh page, page faults are dear on this host (decision 0069). */
const dearPageFaultUs = 2;

/** How the report names the /slots document served without its scripts. */
const documentAloneLabel = 'without its scripts, reference';

const verdict = (ok: boolean) => (ok ? 'pass' : '**fail**');
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number) => `${number(bytes / 1024, 1)} KiB`;

export function renderReport(report: BenchReport): string {
  const { real, bare, bundle, machine } = report;
  const ratio = real.requestsPerSecond / bare.requestsPerSecond;
  const busy = report.busyBefore > busyThreshold;
  const slowdown = report.cpuProbe.afterMs / report.cpuProbe.beforeMs;
  const rows: string[][] = [
    ['`/api/startup` requests/s, real server', number(real.requestsPerSecond), '', ''],
    ['`/api/startup` latency p50, real server', `${real.latencyP50Ms} ms`, '', ''],
    [
      '`/api/startup` latency p99, real server',
      `${real.latencyP99Ms} ms`,
      retired(`≤ ${retiredStartupTarget.p99Ms} ms`),
      '',
    ],
    [
      `\`/api/startup\` requests/s, real server, \`Accept-Encoding: ${report.browserEncodings}\``,
      number(report.browser.requestsPerSecond),
      '',
      '',
    ],
    [
      `\`/api/startup\` latency p99, real server, \`Accept-Encoding: ${report.browserEncodings}\``,
      `${report.browser.latencyP99Ms} ms`,
      '',
      '',
    ],
    ['Same bytes from bare `node:http`, requests/s', number(bare.requestsPerSecond), '', ''],
    ['Bare `node:http` latency p50', `${bare.latencyP50Ms} ms`, '', ''],
    ['Bare `node:http` latency p99', `${bare.latencyP99Ms} ms`, '', ''],
    ['Ratio real / bare (requests/s)', number(ratio, 3), retired(`≥ ${retiredStartupTarget.ratio}`), ''],
    [
      'JavaScript the home route loads, gzip -9',
      kb(bundle.totalGzipBytes),
      `≤ ${targets.homeScriptsKib} KiB`,
      verdict(bundle.totalGzipBytes <= targets.homeScriptsKib * 1024),
    ],
    ['JavaScript the home route loads, raw', kb(bundle.totalBytes), '', ''],
  ];
  for (const outcome of report.lighthouse) {
    if (!outcome.ok) {
      rows.push([`Lighthouse, ${outcome.url}`, `not measured: ${outcome.reason}`, '', '**fail**']);
      continue;
    }
    const { median } = outcome;
    rows.push(
      [
        `Lighthouse performance (mobile), ${outcome.url}`,
        String(median.performance),
        `≥ ${targets.lighthousePerformance}`,
        verdict(median.performance >= targets.lighthousePerformance),
      ],
      [
        `Lighthouse accessibility, ${outcome.url}`,
        String(median.accessibility),
        `≥ ${targets.lighthouseAccessibility}`,
        verdict(median.accessibility >= targets.lighthouseAccessibility),
      ],
      [
        `Largest Contentful Paint (simulated mobile), ${outcome.url}`,
        `${number(median.lcpMs)} ms`,
        `≤ ${number(targets.lcpMs)} ms`,
        verdict(median.lcpMs <= targets.lcpMs),
      ],
      [
        `Cumulative Layout Shift, ${outcome.url}`,
        number(median.cls, 3),
        `≤ ${targets.cls}`,
        verdict(median.cls <= targets.cls),
      ],
      [`Total Blocking Time (simulated mobile), ${outcome.url}`, `${number(median.tbtMs)} ms`, '', ''],
    );
  }
  const alone = report.documentAlone;
  if (alone) {
    const label = `${documentAloneLabel}, ${alone.url}`;
    if (alone.ok) {
      rows.push(
        [`Lighthouse performance (mobile), ${label}`, String(alone.median.performance), '', ''],
        [`Total Blocking Time (simulated mobile), ${label}`, `${number(alone.median.tbtMs)} ms`, '', ''],
      );
    } else {
      rows.push([`Lighthouse, ${label}`, `not measured: ${alone.reason}`, '', '']);
    }
  }

  const lines = [
    '# Performance',
    '',
    `Generated by \`npm run bench\` (scripts/bench.ts) on ${report.date.toISOString()}; do not edit by hand.`,
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpuModel} × ${machine.cpuCount}`,
    `- Memory: ${number(machine.memoryGb, 1)} GB; ${machine.platform}; Node ${machine.node}`,
    `- CPU used by other processes in the 3 s before the run: ${number(report.busyBefore * 100)} % of all cores`,
    `- One-minute load average: ${number(report.loadBefore, 2)} before the run, ${number(report.loadAfter, 2)} after it`,
    `- The server, the load generator and Chromium share these ${machine.cpuCount} cores.`,
    `- A fixed CPU task (${cpuProbeTask}) took ${number(report.cpuProbe.beforeMs)} ms before the run and ${number(report.cpuProbe.afterMs)} ms after its page and Lighthouse figures`,
    `- Fresh memory (${pageFaultProbeTask}): ${number(report.pageFaultUs, 2)} µs per page before the run`,
    '',
    ...(report.pageFaultUs > dearPageFaultUs
      ? [
          `> **Fresh memory is dear on this host**: the kernel took ${number(report.pageFaultUs, 1)} µs to hand over ` +
            `each page, where bare metal takes well under ${number(bareMetalPageFaultUs, 1)} µs. Chromium pays it for every ` +
            'page it touches: on such a host, page faults and handing pages back took about a seventh of its main ' +
            'threads’ time in a Lighthouse run, so the blocking time and the performance score carry a cost of the ' +
            'host that the CPU task above does not show (decision 0069).',
          '',
        ]
      : []),
    ...(slowdown > slowdownThreshold
      ? [
          `> **The host slowed down during the run**: the same CPU task took ${number(slowdown, 1)} times as long at ` +
            'its end. Other work on a shared host, or a host that throttles sustained load, took CPU from the ' +
            'run, so the figures taken late in it understate this code (decision 0069).',
          '',
        ]
      : []),
    ...(busy
      ? [
          `> **The machine was busy** (other processes used over ${number(busyThreshold * 100)} % of its ${machine.cpuCount} cores ` +
            'just before the run): they ' +
            'took CPU from the server, the load generator and Chromium, so every throughput, latency ' +
            'and Lighthouse performance figure below understates this code. Rerun on an idle machine before ' +
            'judging a target.',
          '',
        ]
      : []),
    '## Figures',
    '',
    '| Figure | Value | Target | Result |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    '## How they were measured',
    '',
    `- **API throughput**: autocannon, ${report.connections} connections, ${report.durationSeconds} s after a 2 s warm-up, ` +
      '`POST /api/startup` with body `{"domain_name":"localhost"}`, `content-type: application/json`, `Host: localhost`, ' +
      'on 127.0.0.1. The real server is the production build (`NODE_ENV=production`, `LOG_LEVEL=warn`) on a fresh ' +
      'embedded database seeded with the demo brands. The bare server is a `node:http` process that answers the ' +
      `very bytes the real server answered (${report.startup.bytes} bytes, HTTP ${report.startup.status}, ` +
      `statusCode ${JSON.stringify(report.startup.statusCode)}, message ${JSON.stringify(report.startup.message)}), ` +
      'so the ratio is the share of bare Node speed the framework, validation and tenant lookup keep. ' +
      'Issue 2 asked for a ratio of at least 0.8 with p99 ≤ 3 ms; issue 16 retired that target (decision 0012), ' +
      'so these rows carry no verdict. ' +
      `The browser row repeats the real run with \`Accept-Encoding: ${report.browserEncodings}\`: the answer is then ` +
      'sent from the precompressed cache (brotli), as browsers receive it. ' +
      'autocannon records latency in whole milliseconds.',
    `- Real server: ${number(real.totalRequests)} requests, ${real.non2xx} non-2xx, ${real.errors} errors, ` +
      `${real.timeouts} timeouts, mean latency ${number(real.latencyMeanMs, 2)} ms. Bare: ${number(bare.totalRequests)} ` +
      `requests, ${bare.non2xx} non-2xx, ${bare.errors} errors, mean latency ${number(bare.latencyMeanMs, 2)} ms.`,
    '- **JavaScript size**: the scripts the server-rendered HTML of `/` (Host localhost) loads up front ' +
      '(modulepreloads, script sources, the inline bootstrap’s imports) plus every module they import statically, ' +
      'read from build/client and gzipped at level 9. Chunks loaded on demand are not counted.',
    `- **Lighthouse** ${'12'} with its defaults (mobile, simulated throttling), performance and accessibility only, ` +
      `on Debian’s Chromium; the median of ${report.lighthouseRuns} run(s) per page. Simulated throttling ` +
      'multiplies the main-thread time this host observed by a fixed factor of 4, so the performance score ' +
      'depends on the host as well as on the page: one build scored 100 on every home page (Total Blocking ' +
      'Time 3–26 ms) on one host and 79–88 (469–896 ms) on another (decision 0069). ' +
      'Each page’s runs list the host benchmark index Lighthouse measured (higher is faster); compare scores ' +
      'only between runs on hosts of similar index, and pages against each other within one run. ' +
      `The rows marked _${documentAloneLabel}_ audit /slots served with every script taken out (the ` +
      'same stylesheets and images, from the same server): what the document alone blocks on this host. ' +
      'The difference to the real /slots is what its JavaScript costs (decision 0071).',
    '',
    '### Home route scripts',
    '',
    '| File | Raw | gzip -9 |',
    '|---|---|---|',
    ...bundle.files.map((file) => `| ${file.path} | ${kb(file.bytes)} | ${kb(file.gzipBytes)} |`),
    '',
  ];
  const audited = [...report.lighthouse, ...(report.documentAlone ? [report.documentAlone] : [])].filter(
    (outcome) => outcome.ok,
  );
  if (audited.length > 0) {
    lines.push('### Lighthouse runs', '');
    for (const outcome of audited) {
      const name = outcome === report.documentAlone ? `${outcome.url} (${documentAloneLabel})` : outcome.url;
      const runs = outcome.runs.map((run) => `${run.performance}/${run.accessibility}`).join(', ');
      const blocking = outcome.runs.map((run) => number(run.tbtMs)).join(', ');
      lines.push(
        `- ${name}: performance/accessibility per run ${runs}; Total Blocking Time per run ${blocking} ms; ` +
          `host benchmark index ${number(outcome.median.benchmarkIndex)}`,
      );
      if (outcome.failedAudits.length > 0) {
        lines.push(`  - audits scoring below 0.9: ${outcome.failedAudits.join('; ')}`);
      }
    }
    lines.push('');
  }
  const logLines = report.serverLog.split('\n').filter((line) => line.trim() !== '');
  lines.push('### Server log during the run', '');
  if (logLines.length === 0) {
    lines.push('Empty: the server logged no warning or error while it was measured.', '');
  } else {
    lines.push(
      `The server printed ${logLines.length} line(s) at warn level or above; the first ones:`,
      '',
      '```text',
      ...logLines.slice(0, 15).map((line) => line.slice(0, 300)),
      '```',
      '',
    );
  }
  lines.push(
    '## Reproduce',
    '',
    '```sh',
    'npm run bench            # builds, then runs scripts/bench.ts and rewrites this file',
    'npm run bench -- --duration 10 --connections 50 --lighthouse-runs 5',
    '```',
    '',
    'Needs Chromium at /usr/bin/chromium (`apt-get install chromium`) for Lighthouse; without it the ' +
      'Lighthouse rows say why they were not measured. Run it on an otherwise idle machine: the figures ' +
      'compare against each other only when taken on the same machine in the same conditions.',
    '',
    `The whole run took ${number(report.durationMs / 1000)} s.`,
    '',
  );
  return lines.join('\n');
}
