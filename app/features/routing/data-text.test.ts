import { describe, expect, it } from 'vitest';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { emptySiteState, type SiteState } from '#app/features/site/site-state.ts';
import { dataTextOf, readDataText, type DataText } from './data-text.ts';

function brandState(affDomain: string): SiteState {
  return {
    ...emptySiteState(),
    template: 'template1',
    aff_domain: affDomain,
    cmsPages: ['/about', '/faqs'],
    cms_status: true,
    partners: [{ href: 'https://partner.example', img_url: '/p.svg', partner_name: 'Partner' }],
    flags: { ...emptySiteState().flags, hotGames: true },
  };
}

function gameList(name: string): GameEntry[] {
  return [
    {
      provider_code: 'pg',
      game_code: `${name}-1`,
      game_name: `${name} 1`,
      game_type: 'slot',
      img_url: '/a.svg',
    },
    {
      provider_code: 'pg',
      game_code: `${name}-2`,
      game_name: `${name} «2»`,
      game_type: 'slot',
      img_url: '/b.svg',
    },
  ];
}

describe('data as one text', () => {
  it('writes a value once and reads back the very object it was written from', () => {
    const state = brandState('Lucky');
    const text = dataTextOf(state);
    expect(dataTextOf(state)).toBe(text);
    expect(readDataText(text)).toBe(state);
    const games = gameList('hot');
    expect(readDataText(dataTextOf(games))).toBe(games);
  });

  it('reads a text it never wrote (the browser) into an equal value, once', () => {
    const state = brandState('Spin');
    // A copy of the characters, as the browser receives them in the page's data.
    const received = JSON.stringify(JSON.parse(JSON.stringify(state))) as DataText<SiteState>;
    const read = readDataText(received);
    expect(read).not.toBe(state);
    expect(read).toEqual(state);
    expect(readDataText(received)).toBe(read);
  });

  it('keeps a bounded number of values and still reads an evicted text correctly', () => {
    const first = brandState('aff0.example');
    const firstText = dataTextOf(first);
    for (let index = 1; index <= 70; index++) {
      dataTextOf(index % 2 === 0 ? brandState(`aff${index}.example`) : gameList(`game${index}`));
    }
    const again = readDataText(firstText);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('keeps a value read on every page while many one-off values pass through', () => {
    const state = brandState('busy.example');
    const text = dataTextOf(state);
    for (let index = 0; index < 200; index++) {
      dataTextOf(gameList(`search${index}`));
      expect(readDataText(text)).toBe(state);
    }
  });
});
