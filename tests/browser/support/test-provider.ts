import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A tiny game provider of the tests' own, on an origin other than the site's: an HTTPS server on
 * 127.0.0.1 (a catalogue launch address is https or a path of the site) with a certificate made
 * for the run, so the page that frames it must be allowed to by its Content-Security-Policy and
 * the browser context must accept the certificate (`ignoreHTTPSErrors`). Its game page is plain
 * HTML; its "Bet" button posts to the provider's own server, which calls Marquee's seamless-wallet
 * API server to server as any provider does, signed with the provider's secret: a bet, then the
 * round's win with round_closed, and shows the balance Marquee answered.
 */

export interface TestProviderOptions {
  /** Where Marquee's API is, e.g. http://127.0.0.1:3000. */
  marqueeOrigin: string;
  providerCode: string;
  secret: string;
  /** What each round stakes and wins, in minor units. */
  stake: number;
  win: number;
}

interface WalletAnswer {
  status: string;
  balance: number;
  currency: string;
  transaction_id?: string;
}

interface TestProviderRound {
  round: string;
  bet: WalletAnswer;
  win?: WalletAnswer;
}

export interface TestProvider {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The catalogue launch_url: every placeholder a launch fills. */
  launchUrl: string;
  /** Every round played, with Marquee's answers. */
  rounds: TestProviderRound[];
  stop(): Promise<void>;
}

/** A key and self-signed certificate for 127.0.0.1, made with the system's openssl. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-test-provider-'));
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

interface Launch {
  token: string;
  game: string;
  currency: string;
  lang: string;
  return_url: string;
}

function gamePage(launch: Launch, stake: number, balance: number | undefined, result: string): string {
  const hidden = Object.entries(launch)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  const shown = balance === undefined ? 'unknown' : money(balance, launch.currency);
  return `<!doctype html><html lang="${escape(launch.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Test Provider</title>
<style>body{margin:0;font-family:sans-serif;background:#0d3b2e;color:#eafff4}main{max-width:28rem;margin:0 auto;
padding:1.5rem 1rem;display:grid;gap:1rem;text-align:center}h1{margin:0;font-size:1.3rem}
button{font-size:1.1rem;font-weight:700;padding:.8rem 2.5rem;border:0;border-radius:999px;background:#7dffb0;
color:#0d3b2e;cursor:pointer}p{margin:0}</style></head>
<body><main><h1>Test Provider: ${escape(launch.game)}</h1>
<p>Balance: <strong data-balance>${escape(shown)}</strong></p>
<p role="status">${escape(result)}</p>
<form method="post" action="/bet">${hidden}<button type="submit">Bet ${escape(money(stake, launch.currency))}</button></form>
</main></body></html>`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  request.setEncoding('utf8');
  for await (const chunk of request) text += chunk as string;
  return text;
}

function launchOf(params: URLSearchParams): Launch | undefined {
  const launch = {
    token: params.get('token') ?? '',
    game: params.get('game') ?? '',
    currency: params.get('currency') ?? '',
    lang: params.get('lang') ?? 'en',
    return_url: params.get('return_url') ?? '',
  };
  return launch.token && launch.game && /^[A-Z]{3}$/.test(launch.currency) ? launch : undefined;
}

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const rounds: TestProviderRound[] = [];
  let roundCounter = 0;

  async function wallet(action: string, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', options.secret).update(`${timestamp}.${body}`).digest('hex');
    const response = await fetch(`${options.marqueeOrigin}/api/provider/${options.providerCode}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-marquee-timestamp': timestamp,
        'x-marquee-signature': `sha256=${signature}`,
      },
      body,
    });
    if (response.status !== 200) throw new Error(`Marquee answered HTTP ${response.status} to ${action}`);
    return (await response.json()) as WalletAnswer;
  }

  async function play(launch: Launch): Promise<{ balance: number | undefined; result: string }> {
    roundCounter += 1;
    const round = `tp-${Date.now().toString(36)}-${roundCounter}`;
    const common = { session_token: launch.token, round_id: round, game_code: launch.game };
    const bet = await wallet('bet', {
      ...common,
      transaction_id: `${round}-bet`,
      amount: options.stake,
      currency: launch.currency,
    });
    const played: TestProviderRound = { round, bet };
    rounds.push(played);
    if (bet.status !== 'OK') return { balance: bet.balance, result: `Bet refused: ${bet.status}` };
    played.win = await wallet('win', {
      ...common,
      transaction_id: `${round}-win`,
      amount: options.win,
      currency: launch.currency,
      bet_transaction_id: `${round}-bet`,
      round_closed: true,
    });
    if (played.win.status !== 'OK')
      return { balance: bet.balance, result: `Win refused: ${played.win.status}` };
    return {
      balance: played.win.balance,
      result: `Round ${roundCounter}: bet ${money(options.stake, launch.currency)}, won ${money(options.win, launch.currency)}`,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'https://127.0.0.1');
    const send = (status: number, html: string): void => {
      response
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(html);
    };
    if (request.method === 'GET' && url.pathname === '/launch') {
      const launch = launchOf(url.searchParams);
      if (!launch) return send(400, 'Bad launch');
      const answer = await wallet('balance', { session_token: launch.token });
      const ready = answer.status === 'OK' ? 'Ready' : `Session refused: ${answer.status}`;
      return send(200, gamePage(launch, options.stake, answer.balance, ready));
    }
    if (request.method === 'POST' && url.pathname === '/bet') {
      const launch = launchOf(new URLSearchParams(await readBody(request)));
      if (!launch) return send(400, 'Bad bet');
      const { balance, result } = await play(launch);
      return send(200, gamePage(launch, options.stake, balance, result));
    }
    return send(404, 'Not found');
  }

  const server = createServer(await selfSignedCertificate(), (request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Provider error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    launchUrl: `${origin}/launch?token={token}&game={game_code}&currency={currency}&lang={lang}&return_url={return_url}`,
    rounds,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
