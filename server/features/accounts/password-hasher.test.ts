import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DeferredWork } from './deferred-work.ts';
import { HashingBusyError, PasswordHasher } from './password-hasher.ts';

/** A job the test finishes by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, job: () => opened };
}

describe('PasswordHasher queue', () => {
  it('runs at most `concurrency` jobs and holds at most `maxWaiting` more', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, maxWaiting: 1, reserved: 0 });
    const gates = [gate(), gate(), gate()];
    const running = gates.map((g) => hasher.run(1, g.job));
    expect(hasher.load).toEqual({ running: 2, waiting: 1 });
    // Full: refused at once, not queued.
    expect(hasher.hasRoom(1)).toBe(false);
    expect(hasher.hasRoom(0)).toBe(true);
    await expect(hasher.run(1, async () => 'never')).rejects.toBeInstanceOf(HashingBusyError);
    for (const g of gates) g.open();
    await Promise.all(running);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });

  it('says when to come back: one second', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxWaiting: 0 });
    const busy = gate();
    const first = hasher.run(1, busy.job);
    const refused = await hasher.run(1, async () => 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashingBusyError);
    expect((refused as HashingBusyError).retryAfterMs).toBe(1000);
    busy.open();
    await first;
  });

  it('serves better priorities first; a better one displaces the worst waiting call', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    const busy = gate();
    const track = (name: string, priority: number) =>
      hasher
        .run(priority, async () => void order.push(name))
        .then(
          () => 'done',
          (error: unknown) => (error instanceof HashingBusyError ? 'refused' : 'error'),
        );
    const head = hasher.run(1, busy.job);
    const flood1 = track('flood1', 9);
    const flood2 = track('flood2', 5);
    // The list is full; a player (trusted address, priority 0) takes the worst waiting place.
    const player = track('player', 0);
    // Equal to the worst waiting one: refused, it does not displace it.
    const late = track('late', 5);
    expect(await flood1).toBe('refused');
    expect(await late).toBe('refused');
    busy.open();
    await head;
    expect([await player, await flood2]).toEqual(['done', 'done']);
    expect(order).toEqual(['player', 'flood2']);
  });

  it('keeps a reserved slot for priority 0: a player on their own address never waits for the flood', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, maxWaiting: 2, reserved: 1 });
    const order: string[] = [];
    const flood = [gate(), gate(), gate()];
    const floodRuns = flood.map((g, n) =>
      hasher.run(5, async () => {
        order.push(`flood${n}`);
        await g.job();
      }),
    );
    // One flood hash runs; the others wait although a slot is free.
    expect(hasher.load).toEqual({ running: 1, waiting: 2 });
    const player = gate();
    const playerRun = hasher.run(0, async () => {
      order.push('player');
      await player.job();
    });
    expect(hasher.load).toEqual({ running: 2, waiting: 2 });
    expect(order).toEqual(['flood0', 'player']);
    // The player's slot frees: it stays for priority 0, the waiting flood keeps waiting.
    player.open();
    await playerRun;
    expect(hasher.load).toEqual({ running: 1, waiting: 2 });
    // The flood's own slot hands on to the next flood call.
    flood[0]!.open();
    await floodRuns[0];
    await sleep(0);
    expect(order).toEqual(['flood0', 'player', 'flood1']);
    flood[1]!.open();
    flood[2]!.open();
    await Promise.all(floodRuns);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });

  it('defaults to the cores, one of them reserved when there are two or more, with a waiting list four times that', () => {
    const hasher = new PasswordHasher();
    expect(hasher.concurrency).toBeGreaterThanOrEqual(1);
    expect(hasher.maxWaiting).toBe(hasher.concurrency * 4);
    expect(hasher.reserved).toBe(hasher.concurrency >= 2 ? 1 : 0);
    expect(new PasswordHasher({ concurrency: 1, reserved: 3 }).reserved).toBe(0);
  });

  it('verifies real hashes through the queue; the dummy never matches', async () => {
    const hasher = new PasswordHasher({ concurrency: 1 });
    const stored = await hasher.hash('correct horse battery', 1);
    expect(await hasher.verify('correct horse battery', stored, 1)).toBe(true);
    expect(await hasher.verify('wrong horse battery', stored, 1)).toBe(false);
    expect(await hasher.verifyDummy('correct horse battery', 1)).toBe(false);
  }, 60_000);
});

describe('DeferredWork', () => {
  it('runs jobs after the caller returns, reports failures, and settles', async () => {
    const errors: unknown[] = [];
    const work = new DeferredWork({ concurrency: 1, maxPending: 2, onError: (error) => errors.push(error) });
    const done: number[] = [];
    expect(
      work.push(async () => {
        await sleep(5);
        done.push(1);
      }),
    ).toBe(true);
    expect(
      work.push(() => {
        throw new Error('boom');
      }),
    ).toBe(true);
    expect(work.push(async () => void done.push(3))).toBe(false);
    expect(done).toEqual([]);
    await work.settled();
    expect(done).toEqual([1]);
    expect(errors).toHaveLength(1);
    expect(work.pending).toBe(0);
    await work.settled();
  });
});
