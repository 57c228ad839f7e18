import { appendFileSync } from 'node:fs';
import { get, runLoad, type LoadResult } from './http-load.ts';

export interface PageLoadOutcome {
  result: LoadResult;
  /** The server answered GET / with 200 after the load generator cut its connections off. */
  aliveAfter: boolean;
}

/**
 * `GET /` at full load, ended the way every load test ends: the generator stops with requests in
 * flight and drops their connections. Before issue 17 one such cut-off killed the server, so the
 * row reports whether the process still answers afterwards, beside the throughput.
 */
export async function measurePageLoad(
  port: number,
  connections: number,
  durationSeconds: number,
  acceptEncoding: string,
): Promise<PageLoadOutcome> {
  const url = `http://127.0.0.1:${port}/`;
  const result = await runLoad({ url, connections, durationSeconds, host: 'localhost', acceptEncoding });
  const aliveAfter = await get(url, 'localhost').then(
    (answer) => answer.status === 200,
    () => false,
  );
  return { result, aliveAfter };
}

export function appendPageLoadReport(
  out: string,
  outcome: PageLoadOutcome,
  connections: number,
  seconds: number,
) {
  const { result, aliveAfter } = outcome;
  appendFileSync(
    out,
    [
      '',
      '## `GET /` under load, cut off at the end',
      '',
      `${connections} connections for ${seconds} s, browser encodings, anonymous home page of Lucky Casino.`,
      'autocannon stops with requests in flight and closes their connections.',
      '',
      '| req/s | p50 | p99 | requests | non-2xx | errors | timeouts | server alive after |',
      '| ----: | --: | --: | -------: | ------: | -----: | -------: | :----------------- |',
      `| ${result.requestsPerSecond.toFixed(0)} | ${result.latencyP50Ms} ms | ${result.latencyP99Ms} ms | ${result.totalRequests} | ${result.non2xx} | ${result.errors} | ${result.timeouts} | ${aliveAfter ? 'yes' : '**no**'} |`,
      '',
    ].join('\n'),
  );
}
