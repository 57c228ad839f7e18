import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { randomFrom } from '#server/db/seed/demo-players.ts';
import { browserSuite } from './support/browser-suite.ts';

/**
 * Clients that go away are ordinary traffic: a phone closing a tab mid-load, a load test ending, a
 * proxy timing out. This drives the real production server with requests cut at random points and
 * checks that the process stays up, keeps answering, and logs none of it as an error.
 */

const { server } = browserSuite({ browser: false, server: { env: { LOG_LEVEL: 'warn' } } });

interface Target {
  kind: string;
  request: string;
}

const asset = readdirSync(fileURLToPath(new URL('../../build/client/assets', import.meta.url))).find((name) =>
  name.endsWith('.js'),
);
const gameCard = readdirSync(fileURLToPath(new URL('../../build/client/games', import.meta.url)))[0];

function get(path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): string {
  const json = JSON.stringify(body);
  const lines = Object.entries({
    host: 'localhost',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(json)),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}

const site = { domain_name: 'localhost', external_id: 'lucky-php-001' };

/** Every kind of answer the server writes, each a different code path. */
const targets: Target[] = [
  { kind: 'page', request: get('/') },
  { kind: 'page, brotli', request: get('/slots', { 'accept-encoding': 'br' }) },
  {
    kind: 'page, gzip, other brand',
    request: get('/', { host: 'spinpalace.localhost', 'accept-encoding': 'gzip' }),
  },
  // A crawler's page (its device info marks it one).
  { kind: 'page for a crawler', request: get('/casino', { 'user-agent': 'Googlebot/2.1' }) },
  { kind: 'not-found page', request: get('/no-such-page', { 'accept-encoding': 'gzip' }) },
  { kind: 'static asset', request: get(`/assets/${asset}`, { 'accept-encoding': 'gzip' }) },
  { kind: 'static image', request: get(`/games/${gameCard}`) },
  { kind: 'precompressed API answer', request: post('/api/startup', site, { 'accept-encoding': 'br' }) },
  {
    kind: 'API call with password hashing',
    request: post('/api/auth/login', { ...site, account_id: 'demo1', password: 'wrong-password-1' }),
  },
  { kind: 'API error', request: post('/api/no-such-call', {}) },
];

type Cut = 'mid-request' | 'before-answer' | 'after-headers' | 'mid-body';
const cuts: Cut[] = ['mid-request', 'before-answer', 'after-headers', 'mid-body'];

/**
 * Sends one request and destroys the socket at the chosen point; resolves when the socket is gone.
 * The answer may complete before the cut point is reached (small answers): then the cut is a close.
 */
function abortedRequest(target: Target, cut: Cut, random: () => number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    const done = () => resolve();
    socket.once('close', done);
    socket.on('error', () => {});
    const bytes = Buffer.from(target.request);
    let received = 0;
    socket.once('connect', () => {
      if (cut === 'mid-request') {
        socket.write(bytes.subarray(0, 1 + Math.floor(random() * (bytes.length - 1))));
        setTimeout(() => socket.destroy(), random() * 5);
        return;
      }
      socket.write(bytes);
      if (cut === 'before-answer') setTimeout(() => socket.destroy(), random() * 3);
    });
    const cutAfter = Math.floor(random() * 4000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
      const headersDone = chunk.includes('\r\n\r\n');
      if (cut === 'after-headers' && headersDone) socket.destroy();
      if (cut === 'mid-body' && received > cutAfter) socket.destroy();
    });
    // Never hang the test: whatever happened, the socket goes after a second.
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}

/** A whole request on a fresh connection with the given Host header: its status and body. */
function request(
  method: 'GET' | 'POST',
  path: string,
  host = 'localhost',
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        agent: false,
        timeout: 10_000,
        headers: { host, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${path}: no answer in 10 s`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function answers(path: string, host = 'localhost'): Promise<number> {
  return (await request('GET', path, host)).status;
}

describe('clients that go away', () => {
  it('every kind of answer survives a client that closes at any point', async () => {
    // One of each first, so a crash names the kind and cut that caused it.
    for (const target of targets) {
      for (const cut of cuts) {
        await abortedRequest(target, cut, randomFrom(1));
        expect(await answers('/'), `after a ${cut} abort of ${target.kind}\n${server.output()}`).toBe(200);
      }
    }
  });

  it('1,000 random aborts, 20 at a time, leave the process alive, serving and quiet', async () => {
    const seed = Date.now();
    const random = randomFrom(seed);
    const total = 1_000;
    const concurrency = 20;
    let started = 0;
    const worker = async () => {
      while (started < total) {
        started += 1;
        const target = targets[Math.floor(random() * targets.length)]!;
        const cut = cuts[Math.floor(random() * cuts.length)]!;
        await abortedRequest(target, cut, random);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));

    const context = `seed ${seed}\n--- server output ---\n${server.output()}`;
    expect(await answers('/'), context).toBe(200);
    expect(await answers('/slots'), context).toBe(200);
    expect(await answers('/', 'spinpalace.localhost'), context).toBe(200);
    const startup = await request('POST', '/api/startup', 'localhost', site);
    expect(JSON.parse(startup.text), context).toMatchObject({ statusCode: 1 });
    const other = await request('POST', '/api/startup', 'spinpalace.localhost', {
      domain_name: 'spinpalace.localhost',
      external_id: 'spinpalace-usd-001',
    });
    expect(JSON.parse(other.text), context).toMatchObject({ statusCode: 1 });
    // Aborts are logged at debug level: at LOG_LEVEL=warn nothing of them may appear.
    expect(server.output(), context).not.toMatch(/"level":(50|60)|Unhandled|ERR_STREAM|uncaught/i);
  });
});
