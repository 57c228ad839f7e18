import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** A JSON body to POST; without one the load is GETs. */
  body?: string;
  host: string;
  /** Sent as Accept-Encoding when set (browsers send `gzip, deflate, br`). */
  acceptEncoding?: string;
  /** Further request headers (a browser's User-Agent and Accept-Language, a session cookie). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Runs autocannon's command line in its own process, so the load generator never shares a
 * thread with the orchestrating script, and reads its JSON result.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [
    join(repoRoot, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.durationSeconds),
    ...(options.body === undefined
      ? ['-m', 'GET']
      : ['-m', 'POST', '-H', 'content-type=application/json', '-b', options.body]),
    '-H',
    `host=${options.host}`,
    ...(options.acceptEncoding ? ['-H', `accept-encoding=${options.acceptEncoding}`] : []),
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
    options.url,
  ];
  const stdout = await runCollecting(process.execPath, args);
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const json = JSON.parse(line) as AutocannonJson;
  return {
    requestsPerSecond: json.requests.average,
    latencyP50Ms: json.latency.p50,
    latencyP99Ms: json.latency.p99,
    latencyMeanMs: json.latency.average,
    totalRequests: json.requests.total,
    non2xx: json.non2xx,
    errors: json.errors,
    timeouts: json.timeouts,
  };
}

function runCollecting(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${stderr}`));
    });
  });
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  /** The Content-Encoding the body was sent with, '' for none. */
  contentEncoding: string;
  body: Buffer;
}

/** One POST with an explicit Host header (fetch cannot set Host). */
export function post(url: string, host: string, body: string): Promise<HttpAnswer> {
  return send(url, host, 'POST', body);
}

/** One GET with an explicit Host header (and others); the body is kept as sent, compressed or not. */
export function get(
  url: string,
  host: string,
  extraHeaders: Record<string, string> = {},
): Promise<HttpAnswer> {
  return send(url, host, 'GET', undefined, extraHeaders);
}

function send(
  url: string,
  host: string,
  method: string,
  body?: string,
  extraHeaders: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          contentEncoding: String(response.headers['content-encoding'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts bare-server.ts in a child process answering exactly `body` with `contentType` (and
 * `contentEncoding`, for a body sent compressed).
 */
export async function startBareServer(
  body: Buffer,
  contentType: string,
  workDir: string,
  path: string,
  contentEncoding = '',
): Promise<BareServer> {
  const bodyFile = join(workDir, 'bare-body.bin');
  writeFileSync(bodyFile, body);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repoRoot, 'scripts/bench/bare-server.ts'),
      bodyFile,
      contentType,
      ...(contentEncoding ? [contentEncoding] : []),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port=(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}${path}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
