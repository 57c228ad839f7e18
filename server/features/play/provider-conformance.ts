import { randomBytes } from 'node:crypto';
import {
  providerSignatureHeader,
  providerTimestampHeader,
  type ProviderResponse,
} from '#shared/contract/provider-contract.ts';
import { signProviderCallback } from './provider-signature.ts';

/**
 * The provider conformance suite: drives a Marquee server over HTTP through the rules of the
 * seamless-wallet API (decision 0028), as a provider would, and reports each case. Used by
 * `npm run provider:conformance` against any server and by the Vitest suite against one started
 * in-process on a real port. It needs a live game session whose player has at least 3.00 of cash.
 */

interface ConformanceOptions {
  baseUrl: string;
  providerCode: string;
  secret: string;
  sessionToken: string;
  /** The game the bets name; default `conformance`. */
  gameCode?: string;
}

interface CaseResult {
  name: string;
  pass: boolean;
  detail: string;
}

type Action = 'balance' | 'bet' | 'win' | 'rollback';

interface Answer {
  http: number;
  body: Partial<ProviderResponse>;
}

/** Sends one signed callback; `tamper` sends it wrongly signed or stale. */
async function sendProviderCallback(
  options: Pick<ConformanceOptions, 'baseUrl' | 'providerCode' | 'secret'>,
  action: Action,
  payload: unknown,
  tamper: { signature?: string; timestamp?: number; raw?: string } = {},
): Promise<Answer> {
  const raw = tamper.raw ?? JSON.stringify(payload);
  const timestamp = String(tamper.timestamp ?? Math.floor(Date.now() / 1000));
  const url = `${options.baseUrl.replace(/\/$/, '')}/api/provider/${encodeURIComponent(options.providerCode)}/${action}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [providerTimestampHeader]: timestamp,
      [providerSignatureHeader]: tamper.signature ?? signProviderCallback(options.secret, timestamp, raw),
    },
    body: raw,
  });
  const text = await response.text();
  try {
    return { http: response.status, body: JSON.parse(text) as Partial<ProviderResponse> };
  } catch {
    // Not the API's answer (a proxy's error page): every case then fails on its status.
    return { http: response.status, body: {} };
  }
}

/** Smallest cash the suite needs: three stakes may be at risk at once. */
const stake = 100;
const conformanceMinimumBalance = 3 * stake;

export async function runProviderConformance(options: ConformanceOptions): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  const run = `conf-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const game = options.gameCode ?? 'conformance';
  const token = options.sessionToken;
  const call = (action: Action, payload: unknown, tamper?: Parameters<typeof sendProviderCallback>[3]) =>
    sendProviderCallback(options, action, payload, tamper);

  async function check(name: string, body: () => Promise<string | undefined>) {
    try {
      const problem = await body();
      results.push({ name, pass: problem === undefined, detail: problem ?? 'ok' });
    } catch (error) {
      results.push({ name, pass: false, detail: error instanceof Error ? error.message : String(error) });
    }
  }
  const expect = (answer: Answer, status: string, balance?: number): string | undefined => {
    if (answer.http !== 200) return `HTTP ${answer.http}, expected 200`;
    if (answer.body.status !== status) return `status ${String(answer.body.status)}, expected ${status}`;
    if (balance !== undefined && answer.body.balance !== balance)
      return `balance ${String(answer.body.balance)}, expected ${balance}`;
    return undefined;
  };

  let first: Answer;
  try {
    first = await call('balance', { session_token: token });
  } catch (error) {
    const reason =
      error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error);
    return [{ name: 'the server answers', pass: false, detail: reason }];
  }
  let balance = first.body.balance ?? 0;
  const currency = first.body.currency ?? '';
  await check('balance answers OK with the balance and currency', async () => {
    const problem = expect(first, 'OK');
    if (problem) return problem;
    if (!/^[A-Z]{3}$/.test(currency)) return `currency "${currency}"`;
    if (balance < conformanceMinimumBalance)
      return `the player needs at least ${conformanceMinimumBalance} minor units, has ${balance}`;
    return undefined;
  });
  if (!results[0]!.pass) return results;

  const bet = (tx: string, round: string, amount = stake) => ({
    session_token: token,
    transaction_id: `${run}-${tx}`,
    round_id: `${run}-${round}`,
    game_code: game,
    amount,
    currency,
  });
  const win = (tx: string, round: string, amount: number, extra: Record<string, unknown> = {}) => ({
    ...bet(tx, round, amount),
    ...extra,
  });
  const rollback = (tx: string, target: string, round: string) => ({
    session_token: token,
    transaction_id: `${run}-${tx}`,
    rollback_transaction_id: `${run}-${target}`,
    round_id: `${run}-${round}`,
  });

  await check('a wrong signature answers INVALID_SIGNATURE', async () =>
    expect(
      await call('balance', { session_token: token }, { signature: `sha256=${'0'.repeat(64)}` }),
      'INVALID_SIGNATURE',
      0,
    ),
  );
  await check('a timestamp 60 s old answers INVALID_SIGNATURE', async () =>
    expect(
      await call('balance', { session_token: token }, { timestamp: Math.floor(Date.now() / 1000) - 60 }),
      'INVALID_SIGNATURE',
      0,
    ),
  );
  await check('an unknown session token answers INVALID_TOKEN with balance 0', async () =>
    expect(await call('balance', { session_token: `x${token}` }), 'INVALID_TOKEN', 0),
  );
  await check('a malformed body answers BAD_REQUEST with HTTP 200', async () =>
    expect(await call('bet', null, { raw: '{"session_token":' }), 'BAD_REQUEST'),
  );
  await check('a bet with a fractional amount answers BAD_REQUEST', async () =>
    expect(await call('bet', { ...bet('frac', 'r0'), amount: 1.5 }), 'BAD_REQUEST'),
  );

  let betId = '';
  await check('a bet takes the stake', async () => {
    const answer = await call('bet', bet('b1', 'r1'));
    betId = answer.body.transaction_id ?? '';
    const problem = expect(answer, 'OK', balance - stake);
    if (!problem) balance -= stake;
    return problem ?? (betId ? undefined : 'no transaction_id');
  });
  await check('the same bet again answers the original result and changes nothing', async () => {
    const answer = await call('bet', bet('b1', 'r1'));
    return (
      expect(answer, 'OK', balance) ??
      (answer.body.transaction_id === betId ? undefined : `transaction_id ${answer.body.transaction_id}`)
    );
  });
  await check('the same transaction id with another amount answers DUPLICATE_TRANSACTION', async () =>
    expect(await call('bet', bet('b1', 'r1', stake + 1)), 'DUPLICATE_TRANSACTION', balance),
  );
  await check('a bet above the balance answers INSUFFICIENT_FUNDS and changes nothing', async () =>
    expect(await call('bet', bet('big', 'r2', balance + 1)), 'INSUFFICIENT_FUNDS', balance),
  );
  await check('a bet in another currency answers WRONG_CURRENCY', async () =>
    expect(
      await call('bet', { ...bet('cur', 'r3'), currency: currency === 'XTS' ? 'XXX' : 'XTS' }),
      'WRONG_CURRENCY',
      balance,
    ),
  );
  await check('a win pays the round', async () => {
    const problem = expect(
      await call('win', win('w1', 'r1', 250, { bet_transaction_id: `${run}-b1` })),
      'OK',
      balance + 250,
    );
    if (!problem) balance += 250;
    return problem;
  });
  await check('the same win again pays nothing more', async () =>
    expect(await call('win', win('w1', 'r1', 250, { bet_transaction_id: `${run}-b1` })), 'OK', balance),
  );
  await check("a rollback after the round's win answers ROUND_CLOSED", async () =>
    expect(await call('rollback', rollback('rb1', 'b1', 'r1')), 'ROUND_CLOSED', balance),
  );
  await check('a win without its bet answers TRANSACTION_NOT_FOUND', async () =>
    expect(await call('win', win('w-orphan', 'r-none', 100)), 'TRANSACTION_NOT_FOUND', balance),
  );
  await check('a rollback gives the stake back', async () => {
    const placed = await call('bet', bet('b4', 'r4'));
    const problem = expect(placed, 'OK', balance - stake);
    if (problem) return `the bet: ${problem}`;
    return expect(await call('rollback', rollback('rb4', 'b4', 'r4')), 'OK', balance);
  });
  await check('a rollback of an unknown bet answers OK and changes nothing', async () =>
    expect(await call('rollback', rollback('rb5', 'b5', 'r5')), 'OK', balance),
  );
  await check('that bet arriving later answers DUPLICATE_TRANSACTION and takes nothing', async () =>
    expect(await call('bet', bet('b5', 'r5')), 'DUPLICATE_TRANSACTION', balance),
  );
  await check('round_closed settles the round: a later bet in it answers ROUND_CLOSED', async () => {
    const placed = await call('bet', bet('b6', 'r6'));
    if (expect(placed, 'OK', balance - stake)) return `the bet: ${expect(placed, 'OK', balance - stake)}`;
    balance -= stake;
    const closed = await call('win', win('w6', 'r6', 0, { round_closed: true }));
    if (expect(closed, 'OK', balance)) return `the closing win: ${expect(closed, 'OK', balance)}`;
    return expect(await call('bet', bet('b6b', 'r6')), 'ROUND_CLOSED', balance);
  });
  await check('the balance call agrees with every answer above', async () =>
    expect(await call('balance', { session_token: token }), 'OK', balance),
  );
  return results;
}
