import { describe, expect, it } from 'vitest';
import type { LoadResult } from './http-load.ts';
import type { LighthouseOutcome } from './lighthouse.ts';
import { renderReport, type BenchReport } from './report.ts';

const load: LoadResult = {
  requestsPerSecond: 1000,
  latencyP50Ms: 1,
  latencyP99Ms: 3,
  latencyMeanMs: 1.2,
  totalRequests: 10_000,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
};

const run = (performance: number, tbtMs: number, benchmarkIndex: number) => ({
  performance,
  accessibility: 100,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  benchmarkIndex,
});

function reportWith(lighthouse: LighthouseOutcome[]): BenchReport {
  return {
    date: new Date('2026-12-06T04:00:00Z'),
    machine: { cpuModel: 'AMD EPYC', cpuCount: 2, node: 'v20', platform: 'linux', memoryGb: 24 },
    loadBefore: 0.1,
    loadAfter: 1.5,
    busyBefore: 0.01,
    cpuProbe: { beforeMs: 46, afterMs: 48 },
    pageFaultUs: 0.31,
    connections: 50,
    durationSeconds: 10,
    startup: { status: 200, bytes: 900, statusCode: 1, message: 'ok' },
    real: load,
    browser: load,
    browserEncodings: 'gzip, deflate, br',
    bare: load,
    bundle: { files: [], totalBytes: 0, totalGzipBytes: 0 },
    lighthouse,
    lighthouseRuns: 3,
    serverLog: '',
    durationMs: 1000,
  };
}

describe('the bench report’s Lighthouse figures', () => {
  it('list each run’s Total Blocking Time and the host’s median benchmark index beside the scores', () => {
    const runs = [run(100, 12, 2400), run(92, 180, 1300), run(99, 60, 2600)];
    const markdown = renderReport(
      reportWith([
        {
          ok: true,
          url: 'http://localhost:1/slots',
          runs,
          median: { ...run(99, 60, 2400), lcpMs: 1200 },
          failedAudits: [],
        },
      ]),
    );
    expect(markdown).toContain(
      '- http://localhost:1/slots: performance/accessibility per run 100/100, 92/100, 99/100; ' +
        'Total Blocking Time per run 12, 180, 60 ms; host benchmark index 2,400',
    );
    expect(markdown).toContain(
      '| Lighthouse performance (mobile), http://localhost:1/slots | 99 | ≥ 100 | **fail** |',
    );
    // The method says the score depends on the host, so a slower host is not read as a slower page.
    expect(markdown).toMatch(/the performance score depends on the host as well as on the page/);
    expect(markdown).toContain('decision 0069');
  });

  it('report /slots without its scripts as a reference beside the real page, with no verdict', () => {
    const slots: LighthouseOutcome = {
      ok: true,
      url: 'http://localhost:1/slots',
      runs: [run(80, 900, 2000)],
      median: run(80, 900, 2000),
      failedAudits: [],
    };
    const markdown = renderReport({
      ...reportWith([slots]),
      documentAlone: {
        ...slots,
        url: 'http://127.0.0.1:2/slots',
        runs: [run(97, 120, 2000)],
        median: run(97, 120, 2000),
      },
    });
    expect(markdown).toContain(
      '| Lighthouse performance (mobile), without its scripts, reference, http://127.0.0.1:2/slots | 97 |  |  |',
    );
    expect(markdown).toContain(
      '| Total Blocking Time (simulated mobile), without its scripts, reference, http://127.0.0.1:2/slots | 120 ms |  |  |',
    );
    expect(markdown).toContain(
      '- http://127.0.0.1:2/slots (without its scripts, reference): performance/accessibility per run 97/100; ' +
        'Total Blocking Time per run 120 ms',
    );
    expect(markdown).toContain('decision 0071');
  });
});

describe('the bench report’s machine section', () => {
  it('gives the CPU probe before and after the run, and says nothing more while the host kept its speed', () => {
    const markdown = renderReport(reportWith([]));
    expect(markdown).toContain(
      '- A fixed CPU task (SHA-256 over 64 MiB, best of 3) took 46 ms before the run and 48 ms after its page and Lighthouse figures',
    );
    expect(markdown).not.toContain('The host slowed down');
  });

  it('gives the cost of a fresh page of memory, and says nothing more while it is a bare-metal cost', () => {
    const markdown = renderReport(reportWith([]));
    expect(markdown).toContain(
      '- Fresh memory (the first write to each 4 KiB page of 64 MiB of fresh memory, best of 3): 0.31 µs per page before the run',
    );
    expect(markdown).not.toContain('Fresh memory is dear');
  });

  it('warns when the host makes fresh memory dear, as the virtual machine of decision 0069 did at 11 µs a page', () => {
    const markdown = renderReport({ ...reportWith([]), pageFaultUs: 10.9 });
    expect(markdown).toContain(
      '> **Fresh memory is dear on this host**: the kernel took 10.9 µs to hand over each page, where bare metal takes well under 0.5 µs.',
    );
    expect(markdown).toContain('decision 0069');
  });

  it('warns when the same CPU task took over 1.5 times as long at the end: the host throttled the run', () => {
    const markdown = renderReport({ ...reportWith([]), cpuProbe: { beforeMs: 46, afterMs: 140 } });
    expect(markdown).toContain(
      '> **The host slowed down during the run**: the same CPU task took 3.0 times as long at its end.',
    );
    expect(markdown).toContain('decision 0069');
  });
});
