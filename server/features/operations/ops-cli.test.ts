import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { accounts, brands, inboxMessages, operatorActions } from '#server/db/schema.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { createTestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { insertBankAccount } from '#server/features/payments/bank-repository.ts';
import { startDeposit } from '#server/features/payments/deposit-service.ts';
import { requestWithdrawal } from '#server/features/payments/withdrawal-service.ts';
import { findWallet, verifyLedger } from '#server/features/wallet/ledger.ts';
import { removeServerLock, writeServerLock } from '#server/features/brands/operator-endpoint.ts';
import { runOpsCli } from './ops-cli-core.ts';
import { registerOpsRunRoute } from './ops-endpoint.ts';

let handle: DatabaseHandle;
let pk: number;
let brandId: number;

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCli(args, {
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    actor: 'cli:tester',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    // The test keeps its database open across runs.
    openDatabase: async () => ({ ...handle, close: async () => {} }),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db);
  const [row] = await handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(and(eq(brands.code, 'lucky'), eq(accounts.accountId, 'demo1')));
  pk = row!.pk;
  brandId = row!.brandId;
}, 60_000);
afterAll(() => handle.close());

const brand = () => ({ id: brandId, code: 'lucky', currency: 'PHP' });
const cash = async () => (await findWallet(handle.db, pk))!.cash;

describe('ops CLI', () => {
  it('credits and debits with a reason, recording who did it', async () => {
    const before = await cash();
    expect((await run('credit', 'lucky', 'DEMO1', '10.50', '--reason', 'goodwill')).code).toBe(0);
    expect((await run('debit', 'lucky', 'demo1', '0.50', '--reason', 'fee')).code).toBe(0);
    expect(await cash()).toBe(before + 1_000n);
    expect((await run('credit', 'lucky', 'demo1', '10')).code).toBe(2);
    expect((await run('credit', 'lucky', 'demo1', 'ten', '--reason', 'x')).code).toBe(2);
    expect((await run('credit', 'nobrand', 'demo1', '1', '--reason', 'x')).code).toBe(1);
    const huge = await run('debit', 'lucky', 'demo1', '99999999', '--reason', 'x');
    expect(huge).toMatchObject({ code: 1, err: 'Refused: insufficientBalance' });
    const actions = await handle.db.select().from(operatorActions);
    expect(actions.map((action) => [action.actor, action.action])).toEqual([
      ['cli:tester', 'credit'],
      ['cli:tester', 'debit'],
    ]);
  });

  it('approves and rejects deposits and withdrawals once', async () => {
    const deposit = await startDeposit(handle.db, pk, brand(), {
      method: 'manual',
      amount: '200',
      idempotencyKey: 'ops-deposit-1',
    });
    expect((await run('deposits', 'list')).out).toContain(deposit.reference);
    const before = await cash();
    expect((await run('deposits', 'approve', deposit.reference)).code).toBe(0);
    expect(await cash()).toBe(before + 20_000n);
    expect((await run('deposits', 'reject', deposit.reference)).err).toBe('Refused: alreadyDecided');

    const bank = await insertBankAccount(handle.db, {
      brandId,
      accountPk: pk,
      bankName: 'Ops Bank',
      accountName: 'Maria Santos',
      accountNumber: '11112222',
    });
    const w1 = await requestWithdrawal(handle.db, pk, brand(), {
      bankId: bank!.id,
      amount: '150',
      idempotencyKey: 'ops-w-0001',
    });
    const w2 = await requestWithdrawal(handle.db, pk, brand(), {
      bankId: bank!.id,
      amount: '160',
      idempotencyKey: 'ops-w-0002',
    });
    expect((await run('withdrawals', 'list')).out).toContain(String(w1.withdrawal_id));
    const cashBefore = await cash();
    expect((await run('withdrawals', 'approve', String(w1.withdrawal_id))).code).toBe(0);
    expect((await run('withdrawals', 'reject', String(w2.withdrawal_id))).code).toBe(0);
    expect((await run('withdrawals', 'approve', String(w2.withdrawal_id))).code).toBe(1);
    expect((await run('withdrawals', 'approve', 'abc')).code).toBe(2);
    const wallet = (await findWallet(handle.db, pk))!;
    expect(wallet.cash).toBe(cashBefore - 15_000n);
    expect(wallet.cash_held).toBe(0n);
  });

  it('answers a repeated decision with what it already is and records nothing more', async () => {
    const actionsOn = async (target: string) =>
      (await handle.db.select().from(operatorActions).where(eq(operatorActions.target, target))).map(
        (action) => action.action,
      );
    const deposit = await startDeposit(handle.db, pk, brand(), {
      method: 'manual',
      amount: '300',
      idempotencyKey: 'ops-deposit-twice',
    });
    const before = await cash();
    expect(await run('deposits', 'approve', deposit.reference)).toMatchObject({
      code: 0,
      out: `Deposit ${deposit.reference} is paid`,
    });
    for (let i = 0; i < 3; i += 1)
      expect(await run('deposits', 'approve', deposit.reference)).toEqual({
        code: 0,
        out: `Deposit ${deposit.reference} was already approved (paid): nothing changed`,
        err: '',
      });
    expect(await cash()).toBe(before + 30_000n);
    expect(await actionsOn(deposit.reference)).toEqual(['deposit.approve']);

    const refused = await startDeposit(handle.db, pk, brand(), {
      method: 'manual',
      amount: '300',
      idempotencyKey: 'ops-deposit-reject-twice',
    });
    expect((await run('deposits', 'reject', refused.reference)).code).toBe(0);
    expect((await run('deposits', 'reject', refused.reference)).out).toBe(
      `Deposit ${refused.reference} was already rejected: nothing changed`,
    );
    expect(await run('deposits', 'approve', refused.reference)).toMatchObject({
      code: 1,
      err: 'Refused: alreadyDecided',
    });
    expect(await actionsOn(refused.reference)).toEqual(['deposit.reject']);

    const bank = await insertBankAccount(handle.db, {
      brandId,
      accountPk: pk,
      bankName: 'Twice Bank',
      accountName: 'Maria Santos',
      accountNumber: '33334444',
    });
    const paid = await requestWithdrawal(handle.db, pk, brand(), {
      bankId: bank!.id,
      amount: '120',
      idempotencyKey: 'ops-w-twice-1',
    });
    const id = String(paid.withdrawal_id);
    const cashBefore = await cash();
    expect((await run('withdrawals', 'approve', id)).out).toBe(`Withdrawal ${id} is paid`);
    expect(await run('withdrawals', 'approve', id)).toEqual({
      code: 0,
      out: `Withdrawal ${id} was already approved (paid): nothing changed`,
      err: '',
    });
    expect(await cash()).toBe(cashBefore - 12_000n);
    expect(await actionsOn(id)).toEqual(['withdrawal.approve']);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });

  it('sends inbox messages to one player or every player of a brand', async () => {
    expect(
      (
        await run(
          'inbox',
          'send',
          'lucky',
          'demo1',
          '--title',
          'Hi',
          '--body',
          'A gift',
          '--reward',
          'cash:25.5',
        )
      ).code,
    ).toBe(0);
    const [gift] = await handle.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.accountPk, pk), eq(inboxMessages.title, 'Hi')));
    expect(gift).toMatchObject({ rewardType: 'cash', rewardAmount: 2_550n });
    const all = await run('inbox', 'send', 'lucky', '--all', '--title', 'News', '--body', 'Hello all');
    expect(all.code).toBe(0);
    const news = await handle.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.brandId, brandId), eq(inboxMessages.title, 'News')));
    expect(all.out).toBe(`Sent to ${news.length} players`);
    expect(news.length).toBeGreaterThan(1);
    expect(
      (await run('inbox', 'send', 'lucky', 'demo1', '--title', 'x', '--body', 'y', '--reward', 'cash:-1'))
        .code,
    ).toBe(2);
    expect((await run('inbox', 'send', 'lucky', '--title', 'x', '--body', 'y')).code).toBe(2);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });

  it('excludes a player on every brand, refuses to lift what is in force, shows it, and records each action', async () => {
    const excluded = await run(
      'protection',
      'exclude',
      'jadeslots',
      'player5',
      '--period',
      '6m',
      '--reason',
      'asked by phone',
    );
    expect(excluded.code).toBe(0);
    expect(excluded.out).toMatch(/^Self-exclusion until \S+ on every brand; 0 session\(s\) ended$/);
    const lift = await run('protection', 'lift', 'jadeslots', 'player5', '--reason', 'changed mind');
    expect(lift.code).toBe(1);
    expect(lift.err).toMatch(/cannot be shortened/);
    expect((await run('protection', 'lift', 'jadeslots', 'player5')).code).toBe(2);
    expect(
      (await run('protection', 'exclude', 'jadeslots', 'player5', '--period', '2w', '--reason', 'x')).code,
    ).toBe(2);
    const show = await run('protection', 'show', 'jadeslots', 'player5');
    expect(show.out).toMatch(/self_exclusion brand \d+ from \S+ to \S+ \(in force\)/);
    expect(show.out).toMatch(/ self_exclusion \{.*"ends_at"/);
    const actions = await handle.db
      .select({ action: operatorActions.action, target: operatorActions.target })
      .from(operatorActions)
      .where(eq(operatorActions.target, 'jadeslots/player5'));
    expect(actions).toEqual([{ action: 'protection.exclude', target: 'jadeslots/player5' }]);
    // No marketing to an excluded player: a broadcast skips them, a reward to them is refused.
    const broadcast = await run('inbox', 'send', 'jadeslots', '--all', '--title', 'Promo', '--body', 'Spin');
    expect(broadcast.code).toBe(0);
    const promos = await handle.db
      .select({ account: accounts.accountId })
      .from(inboxMessages)
      .innerJoin(accounts, eq(accounts.id, inboxMessages.accountPk))
      .where(eq(inboxMessages.title, 'Promo'));
    expect(promos.length).toBeGreaterThan(0);
    expect(promos.map((row) => row.account)).not.toContain('player5');
    const reward = await run(
      'inbox',
      'send',
      'jadeslots',
      'player5',
      '--title',
      'Gift',
      '--body',
      'For you',
      '--reward',
      'cash:10',
    );
    expect(reward.code).toBe(1);
    expect(reward.err).toMatch(/time-out or self-exclusion/);
  });

  it('shows a brand missions and a player progress in them', async () => {
    const list = await run('missions', 'lucky');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/play-10\s+play_rounds\s+10\s+daily/);
    const player = await run('missions', 'lucky', 'demo1');
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/play-10\s+(active|completed|claimed)\s+\d+\s+10\s+/);
    expect((await run('missions', 'lucky', 'nobody')).code).toBe(1);
  });

  it('shows leaderboard standings and pays ended periods once', async () => {
    const shown = await run('leaderboard', 'lucky', 'weekly-turnover');
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^weekly-turnover \(turnover\) ends \d{4}-/);
    const first = await run('leaderboard', 'lucky', '--pay');
    expect(first.code).toBe(0);
    const again = await run('leaderboard', 'lucky', '--pay');
    expect(again.out).toContain('No ended period left to pay');
    expect((await run('leaderboard', 'lucky', 'no-such-board')).code).toBe(1);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });

  it('shows the last week of VIP cashback and pays due weeks once', async () => {
    const shown = await run('cashback', 'lucky');
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^Week of \d{4}-\d{2}-\d{2} .*: not paid yet/);
    const first = await run('cashback', 'lucky', '--pay');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Paid cashback of the week of \d{4}-\d{2}-\d{2}: \d+ player/);
    expect(first.out).toContain(': paid');
    const again = await run('cashback', 'lucky', '--pay');
    expect(again.out).toContain('No ended week left to pay');
    expect((await run('cashback', 'nobrand')).code).toBe(1);
    expect(await verifyLedger(handle.db)).toEqual([]);
  });

  it('answers usage errors with exit code 2', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('nonsense')).code).toBe(2);
    expect((await run('help')).code).toBe(0);
  });
});

describe('ops CLI while a server owns the embedded database', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    ({ app } = await createTestApp({
      database: handle,
      async registerWeb(fastify, services) {
        registerOpsRunRoute(fastify, services);
      },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test server listens on a port');
    dir = mkdtempSync(join(tmpdir(), 'marquee-ops-'));
    writeServerLock(dir, address.port);
  });
  afterAll(async () => {
    removeServerLock(dir);
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  });

  async function runRemote(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOpsCli(args, {
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dir }),
      actor: 'cli:remote-tester',
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('runs the command on the server, as the CLI user, with the same answers and exit codes', async () => {
    const before = await cash();
    const credit = await runRemote('credit', 'lucky', 'demo1', '2.25', '--reason', 'remote goodwill');
    expect(credit).toMatchObject({ code: 0, err: [] });
    expect(await cash()).toBe(before + 225n);
    const [action] = await handle.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.actor, 'cli:remote-tester'));
    expect(action?.action).toBe('credit');
    expect(await runRemote('debit', 'lucky', 'demo1', '99999999', '--reason', 'x')).toEqual({
      code: 1,
      out: [],
      err: ['Refused: insufficientBalance'],
    });
    expect((await runRemote('nonsense')).code).toBe(2);
  });

  it('refuses a request without the lock file token', async () => {
    const address = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${address.port}/ops/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': 'forged' },
      body: JSON.stringify({ args: ['credit', 'lucky', 'demo1', '1', '--reason', 'x'], actor: 'cli:x' }),
    });
    expect(response.status).toBe(403);
  });
});
