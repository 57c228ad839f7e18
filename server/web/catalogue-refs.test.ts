import { describe, expect, it, vi } from 'vitest';
import { catalogueAnswer, heldCatalogueCall } from './catalogue-refs.ts';
import type { CatalogueAnswer, ServiceRequest } from './render-protocol.ts';

/** A thread's `ask` wired to an event loop whose catalogue answers `current()`, cloned as a thread gets it. */
function wire(current: () => unknown) {
  const sent: CatalogueAnswer[] = [];
  const ask = vi.fn(async (request: ServiceRequest) => {
    if (request.method !== 'catalogue') throw new Error('not a catalogue call');
    const answer = structuredClone(catalogueAnswer(current(), request.have));
    sent.push(answer);
    return answer;
  });
  return { ask, sent };
}

const brand = { ref: 1, domain: 'localhost' };

describe('catalogue answers to a render thread', () => {
  it('send a shared list once; later renders get the very object the thread holds', async () => {
    let list = [{ game_code: 'a' }];
    const { ask, sent } = wire(() => list);
    const first = await heldCatalogueCall(ask, 'hotGames', brand, []);
    const second = await heldCatalogueCall(ask, 'hotGames', brand, []);
    expect(first).toEqual(list);
    expect(second).toBe(first);
    expect(sent[1]).toEqual({ ref: sent[0]!.ref });

    // The catalogue's list changes: a new object, sent and held in place of the old.
    list = [{ game_code: 'b' }];
    const third = await heldCatalogueCall(ask, 'hotGames', brand, []);
    expect(third).toEqual([{ game_code: 'b' }]);
    expect(await heldCatalogueCall(ask, 'hotGames', brand, [])).toBe(third);
  });

  it('hold each call by its arguments and brand version, and always send what is no object', async () => {
    const lists = { slots: [{ game_code: 's' }], table: [{ game_code: 't' }] };
    let category: keyof typeof lists = 'slots';
    const { ask } = wire(() => lists[category]);
    const slots = await heldCatalogueCall(ask, 'byCategories', brand, [['slots'], 6]);
    category = 'table';
    expect(await heldCatalogueCall(ask, 'byCategories', brand, [['table'], 6])).toEqual(lists.table);
    category = 'slots';
    expect(await heldCatalogueCall(ask, 'byCategories', brand, [['slots'], 6])).toBe(slots);
    const otherVersion = await heldCatalogueCall(ask, 'byCategories', { ...brand, ref: 2 }, [['slots'], 6]);
    expect(otherVersion).not.toBe(slots);
    expect(otherVersion).toEqual(lists.slots);

    const none = wire(() => undefined);
    expect(await heldCatalogueCall(none.ask, 'game', brand, ['missing'])).toBeUndefined();
    expect(none.sent).toEqual([{ ref: 0 }]);
  });
});
