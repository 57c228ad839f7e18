import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from '../../tests/browser/support/chromium.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Total Blocking Time under simulated mobile throttling, ms. */
  lcpMs: number;
  tbtMs: number;
  /** Cumulative Layout Shift of the load. */
  cls: number;
  /**
   * Lighthouse's own reading of the host's CPU speed in that run (its `benchmarkIndex`). Simulated
   * throttling slows what the host observed by a fixed factor, so the same page scores lower on a
   * slower host: this says how fast the host was when the score was taken.
   */
  benchmarkIndex: number;
}

export type LighthouseOutcome =
  | { ok: true; url: string; runs: LighthouseRun[]; median: LighthouseRun; failedAudits: string[] }
  | { ok: false; url: string; reason: string };

interface LighthouseJson {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
  environment?: { benchmarkIndex?: number };
}

/**
 * Lighthouse 12's command line with its defaults (mobile form factor, simulated throttling),
 * launching Debian's Chromium through the chrome-launcher it bundles, `runs` times; the median
 * smooths out the run-to-run noise of simulated throttling.
 */
export async function runLighthouse(url: string, runs: number, workDir: string): Promise<LighthouseOutcome> {
  const results: LighthouseRun[] = [];
  const failedAudits = new Set<string>();
  for (let index = 0; index < runs; index += 1) {
    const output = join(workDir, `lighthouse-${index}.json`);
    try {
      const report = await runWithRetries(url, output);
      if (report.runtimeError) {
        return { ok: false, url, reason: `${report.runtimeError.code}: ${report.runtimeError.message}` };
      }
      const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
      });
      for (const category of ['performance', 'accessibility']) {
        for (const ref of report.categories[category]?.auditRefs ?? []) {
          const audit = report.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            failedAudits.add(`${category}: ${audit.title}`);
          }
        }
      }
    } catch (error) {
      return { ok: false, url, reason: (error as Error).message.slice(0, 500) };
    } finally {
      rmSync(output, { force: true });
    }
  }
  const median = (pick: (run: LighthouseRun) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    ok: true,
    url,
    runs: results,
    median: {
      performance: median((run) => run.performance),
      accessibility: median((run) => run.accessibility),
      lcpMs: median((run) => run.lcpMs),
      tbtMs: median((run) => run.tbtMs),
      cls: median((run) => run.cls),
      benchmarkIndex: median((run) => run.benchmarkIndex),
    },
    failedAudits: [...failedAudits].sort(),
  };
}

const attempts = 4;

/**
 * One Lighthouse run, tried up to four times: Lighthouse itself asks to be run again after a trace
 * it failed to record (NO_NAVSTART and the like), exiting with 1 or reporting a runtime error. The
 * pause before each new attempt grows: one run of 2026-12-07 lost a whole page's figures to three
 * NO_NAVSTART in a row, tried back to back, while the same page recorded at once by hand later.
 */
async function runWithRetries(url: string, outputPath: string): Promise<LighthouseJson> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(outputPath, { force: true });
      await runCli(url, outputPath);
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseJson;
      if (!report.runtimeError || attempt === attempts) return report;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, attempt * 5_000));
  }
}

function runCli(url: string, outputPath: string): Promise<void> {
  const args = [
    join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${chromiumFlags.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}
