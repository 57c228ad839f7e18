import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundFloats, serverSeedHash } from '#shared/fair/provably-fair.ts';
import { accounts, brands, fairSeeds } from '#server/db/schema.ts';
import { lucky, registerPlayer } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { takeFairRound, type SeedOwner } from './fair-seeds.ts';

/**
 * The player's provably fair seed pair (issue 12 part 1): only the server seed's hash is shown
 * while it is in use; rotating reveals it and starts a new pair at nonce 0; every round takes the
 * next nonce exactly once, even when rounds and rotations race.
 */
let t: TestApp;
let auth: string;
let owner: SeedOwner;
const player = 'fairseed1';

function call(path: 'seeds' | 'rotate', body: Record<string, unknown> = {}) {
  return t.post(`/api/fair/${path}`, { account_id: player, auth, ...body }, { host: lucky.host });
}

beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  auth = (await registerPlayer(t, lucky, { account_id: player, contact_phone: '09171234511' })).token;
  const [row] = await t.handle.db
    .select({ pk: accounts.id, brandId: accounts.brandId })
    .from(accounts)
    .innerJoin(brands, eq(brands.id, accounts.brandId))
    .where(eq(accounts.accountId, player));
  owner = { accountPk: row!.pk, brandId: row!.brandId };
});
afterAll(() => t.close());

describe('the seed pair', () => {
  it('shows only the hash of the server seed in use, a random client seed and nonce 0', async () => {
    const answer = await call('seeds');
    expect(answer.json).toMatchObject({ statusCode: 1, value: { active: { nonce: 0 }, previous: null } });
    const active = (answer.json.value as { active: { server_seed_hash: string; client_seed: string } })
      .active;
    expect(active.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(active.client_seed).toMatch(/^[0-9a-f]{16}$/);
    const [stored] = await t.handle.db
      .select()
      .from(fairSeeds)
      .where(eq(fairSeeds.accountPk, owner.accountPk));
    expect(answer.text).not.toContain(stored!.serverSeed);
    // Asked again, the same pair.
    expect((await call('seeds')).json.value).toEqual(answer.json.value);
  });

  it('plays rounds on successive nonces, and rotating reveals the seed they used', async () => {
    const before = (await call('seeds')).json.value as {
      active: { server_seed_hash: string; client_seed: string };
    };
    const played = [];
    for (let i = 0; i < 3; i++)
      played.push(await t.handle.db.transaction((tx) => takeFairRound(tx, owner, t.clock.now)));
    expect(played.map((taken) => taken.round.nonce)).toEqual([0, 1, 2]);
    expect((await call('seeds')).json).toMatchObject({ value: { active: { nonce: 3 } } });

    const rotated = await call('rotate', { client_seed: 'my-own_seed42' });
    const value = rotated.json.value as {
      active: { server_seed_hash: string; client_seed: string; nonce: number };
      previous: { server_seed: string; server_seed_hash: string; client_seed: string; rounds: number };
    };
    expect(value.previous).toMatchObject({
      server_seed_hash: before.active.server_seed_hash,
      client_seed: before.active.client_seed,
      rounds: 3,
    });
    // The revealed seed is the one committed to, and it recomputes the rounds played with it.
    expect(serverSeedHash(value.previous.server_seed)).toBe(before.active.server_seed_hash);
    expect(roundFloats({ ...played[1]!.round }, 2)).toEqual(
      roundFloats(
        { serverSeed: value.previous.server_seed, clientSeed: value.previous.client_seed, nonce: 1 },
        2,
      ),
    );
    expect(value.active).toMatchObject({ client_seed: 'my-own_seed42', nonce: 0 });
    expect(value.active.server_seed_hash).not.toBe(before.active.server_seed_hash);
    expect((await call('seeds')).json.value).toEqual(rotated.json.value);
    const next = await t.handle.db.transaction((tx) => takeFairRound(tx, owner, t.clock.now));
    expect(next.round).toMatchObject({ clientSeed: 'my-own_seed42', nonce: 0 });
  });

  it('gives every racing round a nonce of its own, across racing rotations', async () => {
    const work = [];
    for (let i = 0; i < 40; i++) {
      work.push(t.handle.db.transaction((tx) => takeFairRound(tx, owner, t.clock.now)));
      if (i % 10 === 0) work.push(call('rotate'));
    }
    const results = await Promise.all(work);
    const rounds = results.filter(
      (result): result is Awaited<ReturnType<typeof takeFairRound>> => 'round' in result,
    );
    const keys = rounds.map((taken) => `${taken.seedId}:${taken.round.nonce}`);
    expect(new Set(keys).size).toBe(40);
    const [{ n }] = (await t.handle.db
      .select({ n: count() })
      .from(fairSeeds)
      .where(eq(fairSeeds.accountPk, owner.accountPk))) as [{ n: number }];
    // The first pair, the explicit rotation above, and these four.
    expect(Number(n)).toBe(6);
  });

  it('refuses a client seed it could not show plainly, and changes nothing', async () => {
    const before = (await call('seeds')).json.value;
    for (const client_seed of ['', 'has:colon', 'x'.repeat(65), 'spaces in it', 12, null]) {
      const answer = await call('rotate', { client_seed });
      expect(answer.status, String(client_seed)).toBeGreaterThanOrEqual(400);
      expect(answer.status, String(client_seed)).toBeLessThan(500);
      expect(String(answer.json.message)).toMatch(/^(invalidClientSeed|invalidRequest)$/);
    }
    expect((await call('seeds')).json.value).toEqual(before);
  });
});
