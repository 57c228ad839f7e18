import { describe, expect, it } from 'vitest';
import { emptySiteState, type SiteState } from './site-state.ts';
import { siteStateOf, siteStateTextOf, type SiteStateText } from './site-state-text.ts';

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

describe('site state as one text', () => {
  it('writes a state once and reads back the very object it was written from', () => {
    const state = brandState('Lucky');
    const text = siteStateTextOf(state);
    expect(siteStateTextOf(state)).toBe(text);
    expect(siteStateOf(text)).toBe(state);
  });

  it('reads a text it never wrote (the browser) into an equal state, once', () => {
    const state = brandState('Spin');
    // A copy of the characters, as the browser receives them in the page's data.
    const received = JSON.stringify(JSON.parse(JSON.stringify(state))) as SiteStateText;
    const read = siteStateOf(received);
    expect(read).not.toBe(state);
    expect(read).toEqual(state);
    expect(siteStateOf(received)).toBe(read);
  });

  it('keeps a bounded number of states and still reads an evicted text correctly', () => {
    const first = brandState('aff0.example');
    const firstText = siteStateTextOf(first);
    for (let index = 1; index <= 40; index++) {
      siteStateTextOf(brandState(`aff${index}.example`));
    }
    const again = siteStateOf(firstText);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
