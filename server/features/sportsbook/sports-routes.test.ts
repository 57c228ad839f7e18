import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetEntry } from '#shared/contract/bet-history-contract.ts';
import type { SportsEvent } from '#shared/contract/sportsbook-contract.ts';
import { betDisplayName, type BetLine } from '#shared/rules/bet-display.ts';
import { accounts, bets, brands, operatorActions, sportsBets } from '#server/db/schema.ts';
import { lucky, registerPlayer, spin } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { postOperation, verifyLedger } from '#server/features/wallet/ledger.ts';
import { runSportsCli } from './sports-cli-core.ts';
import { placeSportsBets, settleDecidedBets } from './sports-service.ts';
import { injectedSportsWallet, type SportsWallet } from './sports-wallet-client.ts';

/**
 * The sportsbook (issue 12, item 4): events with markets, bet slips of singles and parlays debited
 * through the signed wallet API as SABA, and operator results that settle every decided bet once.
 */
let t: TestApp;
let auth: string;
let events: SportsEvent[];
const player = 'sports1';

async function fund(accountId: string, amount: bigint) {
  const [row] = await t.handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(brands.code, 'lucky'), eq(accounts.accountId, accountId)));
  await postOperation(t.handle.db, {
    accountPk: row!.pk,
    brandId: row!.brandId,
    idempotencyKey: `sports:fund:${accountId}:${amount}`,
    kind: 'deposit',
    changes: [{ balance: 'cash', amount }],
  });
}

function selection(code: string, betType: string, homeAway: string, criteria1?: string): number {
  const event = events.find((entry) => entry.code === code)!;
  for (const market of event.markets)
    for (const pick of market.selections)
      if (
        market.bet_type === betType &&
        pick.home_away === homeAway &&
        (criteria1 === undefined || pick.criteria1 === criteria1)
      )
        return pick.selection_id;
  throw new Error(`no ${betType} ${homeAway} on ${code}`);
}

function place(body: Record<string, unknown>, as = { account_id: player, auth }) {
  return t.post('/api/sports/place_bet', { ...as, ...body }, { host: lucky.host });
}

async function balance(): Promise<string> {
  const answer = await t.post('/api/auth/get_balance', { account_id: player, auth }, { host: lucky.host });
  return answer.json.game_balance as string;
}

async function operator(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSportsCli(args, {
    env: t.services.env,
    actor: 'cli:test',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    inServer: { db: t.handle.db, wallet: injectedSportsWallet(t.app, t.handle.db) },
  });
  return { code, out, err };
}

async function history(): Promise<BetEntry[]> {
  const answer = await t.post('/api/history/bet_history', { account_id: player, auth }, { host: lucky.host });
  return answer.json.value as BetEntry[];
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  auth = (await registerPlayer(t, lucky, { account_id: player, contact_phone: '09171234561' })).token;
  await fund(player, 100_000n);
  const answer = await t.post(
    '/api/sports/events',
    { domain_name: lucky.domain_name, external_id: lucky.external_id },
    { host: lucky.host },
  );
  expect(answer.json.statusCode).toBe(1);
  events = answer.json.value as SportsEvent[];
});

afterAll(async () => {
  await t?.close();
});

describe('events and markets', () => {
  it('lists football, basketball and tennis with per-language team names', () => {
    expect(new Set(events.map((event) => event.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis']),
    );
    const arsenal = events.find((event) => event.code === 'fb-1')!;
    expect(arsenal.team_names.cn).toEqual({ home: '阿森纳', away: '切尔西' });
    expect(arsenal.markets.map((market) => market.bet_type)).toEqual(
      expect.arrayContaining(['1X2', 'HT1X2', 'HDP', 'OU', 'OE', 'CS']),
    );
    const handicap = arsenal.markets.find((market) => market.bet_type === 'HDP')!;
    expect(handicap.line).toBe('-0.25');
    expect(handicap.selections.map((pick) => [pick.home_away, pick.criteria1, pick.odds])).toEqual([
      ['H', '-0.25', '1.950'],
      ['A', '+0.25', '1.900'],
    ]);
    const lakers = events.find((event) => event.code === 'bb-1')!;
    expect(lakers.markets.map((market) => market.bet_type)).toContain('ML');
  });
});

describe('placing a bet slip', () => {
  it('refuses what it cannot take, moving nothing', async () => {
    const before = await balance();
    const twoOfOne = [selection('fb-1', '1X2', 'H'), selection('fb-1', 'OU', 'O')];
    expect(
      (await place({ kind: 'parlay', selection_ids: twoOfOne, stake: '10', idempotency_key: 'bad-parlay-1' }))
        .json.message,
    ).toBe('invalidParlay');
    expect(
      (
        await place({
          kind: 'parlay',
          selection_ids: [twoOfOne[0]],
          stake: '10',
          idempotency_key: 'bad-parlay-2',
        })
      ).json.message,
    ).toBe('invalidParlay');
    expect(
      (
        await place({
          kind: 'singles',
          selection_ids: [999_999],
          stake: '10',
          idempotency_key: 'bad-select-1',
        })
      ).json.message,
    ).toBe('selectionNotFound');
    expect(
      (
        await place({
          kind: 'singles',
          selection_ids: [twoOfOne[0]],
          stake: '5000',
          idempotency_key: 'too-much-1',
        })
      ).json.message,
    ).toBe('insufficientBalance');
    expect(
      (
        await place({
          kind: 'singles',
          selection_ids: [twoOfOne[0]],
          stake: '0.001',
          idempotency_key: 'bad-amount-1',
        })
      ).json.statusCode,
    ).not.toBe(1);
    expect(await balance()).toBe(before);
  });

  it('answers gameNotFound on a brand without the sportsbook provider', async () => {
    const other = (await registerPlayer(t, spin, { account_id: 'sports9', contact_phone: '2025550199' }))
      .token;
    const answer = await t.post(
      '/api/sports/place_bet',
      {
        account_id: 'sports9',
        auth: other,
        kind: 'singles',
        selection_ids: [selection('fb-1', '1X2', 'H')],
        stake: '1',
        idempotency_key: 'other-brand-1',
      },
      { host: spin.host },
    );
    expect(answer.json.message).toBe('gameNotFound');
  });
});

describe('a three-leg parlay settled by the operator', () => {
  let legs: number[];

  it('debits the stake once, however often the slip is sent', async () => {
    legs = [selection('fb-1', 'HDP', 'H'), selection('fb-2', 'OU', 'O'), selection('fb-3', '1X2', 'H')];
    const body = { kind: 'parlay', selection_ids: legs, stake: '100', idempotency_key: 'parlay-0001' };
    const first = await place(body);
    expect(first.json).toMatchObject({ statusCode: 1, currency: 'PHP' });
    // 1.95 × 1.92 × 1.65 = 6.1776
    expect(first.json.value).toEqual([
      expect.objectContaining({ kind: 'parlay', stake: '100.00', odds: '6.177', potential_payout: '617.76' }),
    ]);
    expect(await balance()).toBe('900.00');
    const again = await place(body);
    expect(again.json.value).toEqual(first.json.value);
    expect(await balance()).toBe('900.00');
    expect((await place({ ...body, stake: '50' })).json.message).toBe('idempotencyConflict');
    const roundId = (first.json.value as { round_id: string }[])[0]!.round_id;
    const [record] = await t.handle.db.select().from(bets).where(eq(bets.roundId, roundId));
    expect(record).toMatchObject({ status: 'open', stake: 10_000n, gameCode: 'saba-soccer-live-betting' });
  });

  it('waits until every leg is decided, then pays once through the wallet', async () => {
    // Arsenal -0.25 at 2-1: win.
    let run = await operator('result', 'fb-1', '2-1', '--half', '1-0');
    expect(run.code).toBe(0);
    expect(run.out.at(-1)).toBe('0 bet(s) settled, 1 waiting for other events');
    // Over 2.75 at 2-1: half-win (half at 1.92, half back).
    run = await operator('result', 'fb-2', '2-1');
    expect(run.out.at(-1)).toBe('0 bet(s) settled, 1 waiting for other events');
    // Bayern at 3-0: win.
    run = await operator('result', 'fb-3', '3-0', '--half', '2-0');
    expect(run.code).toBe(0);
    // 10 000 × 1.95 × (1 + 1.92) / 2 × 1.65 = 46 975.5
    expect(run.out).toContainEqual(expect.stringMatching(/^Settled sb-.*: paid 469\.75 PHP$/));
    expect(await balance()).toBe('1369.75');

    run = await operator('result', 'fb-3', '3-0', '--half', '2-0');
    expect(run).toMatchObject({ code: 0 });
    expect(run.out[0]).toBe('Event fb-3 already has this result: nothing changed');
    expect(run.out.at(-1)).toBe('0 bet(s) settled, 0 waiting for other events');
    expect(await balance()).toBe('1369.75');
    expect(await operator('result', 'fb-3', '1-0')).toMatchObject({
      code: 1,
      err: ['Refused: alreadyDecided'],
    });
    expect(await operator('void', 'fb-3')).toMatchObject({ code: 1 });

    const actions = await t.handle.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, 'fb-3'));
    expect(actions).toHaveLength(1);
    expect((await verifyLedger(t.handle.db)).length).toBe(0);
  });

  it('shows in the bet history with its lines and their display names', async () => {
    const [entry] = await history();
    expect(entry).toMatchObject({
      provider_code: 'SABA',
      status: 'settled',
      stake: '100.00',
      win: '469.75',
      bet_type: 'PARLAY',
    });
    const lines = entry!.lines!;
    expect(lines.map((line) => [line.bet_type, line.result, line.odds])).toEqual([
      ['HDP', 'win', '1.950'],
      ['OU', 'half_win', '1.920'],
      ['1X2', 'win', '1.650'],
    ]);
    const names = lines.map((line) => betDisplayName(line as unknown as BetLine, 'EN'));
    expect(names).toEqual(['Arsenal -0.25', 'Over 2.75', 'Bayern Munich']);
    expect(betDisplayName(lines[0] as unknown as BetLine, 'CN')).toBe('阿森纳 -0.25');
  });
});

describe('lost answers and races', () => {
  it('a debit whose answer was lost stays pending; the settlement run and a retry find it, debited once', async () => {
    const real = injectedSportsWallet(t.app, t.handle.db);
    const losing: SportsWallet = {
      async call(action, payload) {
        await real.call(action, payload);
        throw new Error('the answer was lost');
      },
    };
    const brand = await t.services.siteConfigs.byDomain('localhost');
    const [account] = await t.handle.db
      .select({ pk: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.brandId, brand!.id), eq(accounts.accountId, player)));
    const request = {
      brand: brand!,
      accountPk: account!.pk,
      kind: 'singles' as const,
      selectionIds: [selection('tn-2', 'CS', 'H', '2-0')],
      stake: '1',
      idempotencyKey: 'lost-answer-1',
    };
    const before = await balance();
    await expect(placeSportsBets(t.handle.db, losing, request)).rejects.toThrow('the answer was lost');
    const [pending] = await t.handle.db
      .select()
      .from(sportsBets)
      .where(eq(sportsBets.idempotencyKey, 'lost-answer-1:0'));
    expect(pending).toMatchObject({ state: 'pending', betId: null });
    await settleDecidedBets(t.handle.db, real);
    const again = await placeSportsBets(t.handle.db, real, request);
    expect(again.value).toHaveLength(1);
    const [open] = await t.handle.db.select().from(sportsBets).where(eq(sportsBets.id, pending!.id));
    expect(open!.state).toBe('open');
    expect(Number(before) - Number(await balance())).toBeCloseTo(1, 5);
  });

  it('the same slip sent twice at once is one bet', async () => {
    const body = {
      kind: 'parlay',
      selection_ids: [selection('bb-2', 'ML', 'H'), selection('tn-2', 'ML', 'A')],
      stake: '2',
      idempotency_key: 'racing-slip-1',
    };
    const before = await balance();
    const [first, second] = await Promise.all([place(body), place(body)]);
    expect(first.json.statusCode).toBe(1);
    expect(second.json.value).toEqual(first.json.value);
    expect(Number(before) - Number(await balance())).toBeCloseTo(2, 5);
  });
});

describe('void legs, pushes and singles', () => {
  it('a void leg drops the parlay to the next smaller one; singles settle on their own', async () => {
    const parlay = [selection('bb-1', 'ML', 'A'), selection('tn-1', 'ML', 'H')];
    const answer = await place({
      kind: 'parlay',
      selection_ids: parlay,
      stake: '10',
      idempotency_key: 'parlay-void-1',
    });
    expect(answer.json.statusCode).toBe(1);
    const singles = [selection('bb-2', 'OU', 'U'), selection('tn-2', 'CS', 'A', '0-2')];
    const placed = await place({
      kind: 'singles',
      selection_ids: singles,
      stake: '10',
      idempotency_key: 'singles-0001',
    });
    expect((placed.json.value as unknown[]).length).toBe(2);
    expect(await balance()).toBe('1336.75');

    expect((await operator('void', 'tn-1')).out[0]).toBe('Event tn-1: void');
    // Celtics win: the parlay pays 10 × 1.72 (the void leg counts as 1).
    let run = await operator('result', 'bb-1', '101-110', '--half', '50-55');
    expect(run.out).toContainEqual(expect.stringMatching(/paid 17\.20 PHP$/));
    // 216.5 under with 216 points: win 10 × 1.9.
    run = await operator('result', 'bb-2', '110-106');
    expect(run.out).toContainEqual(expect.stringMatching(/paid 19\.00 PHP$/));
    // Sabalenka 2-1, not 2-0: the correct score loses, paid 0.
    run = await operator('result', 'tn-2', '1-2');
    expect(run.out).toContainEqual(expect.stringMatching(/paid 0\.00 PHP$/));
    // The racing parlay of the block above: 2 × 1.58 × 1.78 = 5.6248.
    expect(run.out).toContainEqual(expect.stringMatching(/paid 5\.62 PHP$/));
    expect(await balance()).toBe('1378.57');
    const open = await t.handle.db.select().from(sportsBets).where(eq(sportsBets.state, 'open'));
    expect(open).toHaveLength(0);
    expect((await verifyLedger(t.handle.db)).length).toBe(0);
  });

  it('closed events take no more bets', async () => {
    const answer = await place({
      kind: 'singles',
      selection_ids: [selection('bb-1', 'OE', 'O')],
      stake: '1',
      idempotency_key: 'closed-evt-1',
    });
    expect(answer.json.message).toBe('eventClosed');
  });
});

describe('the operator command', () => {
  it('lists events, and refuses malformed commands with usage', async () => {
    const list = await operator('events');
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toMatch(/fb-1 .*Arsenal v Chelsea.*settled.*2-1 \(HT 1-0\)/);
    expect((await operator('result', 'fb-9', '1-0')).err).toEqual([
      expect.stringMatching(/^No event 'fb-9'/),
    ]);
    expect((await operator('result', 'fb-1', '2:1')).code).toBe(2);
    expect((await operator('result', 'fb-1', '1-0', '--half', '2-0')).code).toBe(2);
    expect((await operator('dance')).code).toBe(2);
    expect((await operator('settle')).code).toBe(0);
  });
});
