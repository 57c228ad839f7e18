import { describe, expect, it } from 'vitest';
import { checkTheme } from './theme-check.ts';
import { siteStateFromStartup, type StartupAnswer } from './site-state.ts';

const answer = {
  statusCode: 1,
  message: 'OK',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: [{ content_id: 'home', name: 'home', url: '/', children: [] }], game_menu: [] },
  site: {
    site_name: 'Lucky',
    currency: 'PHP',
    theme_code: 'slot2',
    theme_color: 'neon',
    logo1: '/l1.svg',
    logo2: '/l2.svg',
    logo3: '/l3.svg',
    status: true,
    expired_date: null,
    logo_text: 'Lucky',
    external_id: 'lucky',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '/icon.svg',
    gamify_status: true,
  },
  language: [{ code: 'EN', name: 'English', icon: 'en.svg', is_default: true }],
  provider_count: [{ category: 'slots', count: 3 }],
  aff_domain: 'aff.lucky.example',
  live_chat: { chat_id: 'abc', status: true, image_id: '' },
} satisfies StartupAnswer;

describe('start-up state (spec §4)', () => {
  it('applies site, content and theme; the template follows the theme', () => {
    const state = siteStateFromStartup(answer);
    expect(state.message).toBe('');
    expect(state.template).toBe('template4');
    expect(state.site?.site_name).toBe('Lucky');
    expect(state.content.menu).toHaveLength(1);
  });

  it('resets the state and keeps the server message when statusCode is not 1', () => {
    const state = siteStateFromStartup({ statusCode: 0, message: 'siteExpired' });
    expect(state.message).toBe('siteExpired');
    expect(state.site).toBeNull();
    expect(state.template).toBeNull();
  });

  it("answers 'Invalid theme code' for an unknown theme and resets", () => {
    const state = siteStateFromStartup({
      ...answer,
      site: { ...answer.site, theme_code: 'casino42' as 'slot2' },
    });
    expect(state.message).toBe('Invalid theme code');
    expect(state.site).toBeNull();
  });

  it("answers 'Invalid theme color' for a colour the theme does not allow and resets", () => {
    const state = siteStateFromStartup({ ...answer, site: { ...answer.site, theme_color: 'gold' } });
    expect(state.message).toBe('Invalid theme color');
    expect(state.content.menu).toEqual([]);
  });

  it('applies only maintenance (and the brand for its screen) when maintenance is on', () => {
    const state = siteStateFromStartup({
      ...answer,
      maintenance: { ...answer.maintenance, is_maintenance: true },
    });
    expect(state.maintenance.is_maintenance).toBe(true);
    expect(state.template).toBeNull();
    expect(state.content.menu).toEqual([]);
  });

  it('checks every template theme', () => {
    expect(checkTheme('sportsbook1', 'pitch')).toEqual({ ok: true, template: 'template10' });
    expect(checkTheme('casino9', 'onyx')).toEqual({ ok: true, template: 'template19' });
    expect(checkTheme('slot9', 'gold')).toEqual({ ok: false, message: 'Invalid theme color' });
  });
});
