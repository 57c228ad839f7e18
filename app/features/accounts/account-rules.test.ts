import { describe, expect, it } from 'vitest';
import { sessionStateOf } from './client-session.ts';
import { returnPathOf, safeReturnPath } from './return-path.ts';
import { referrerCodeOf, signupExtras } from './signup-extras.ts';
import { visitorId, visitorIdKey } from './visitor-id.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('return path after a login (?next=)', () => {
  it('accepts a page of this site, with its language prefix and query', () => {
    expect(safeReturnPath('/account')).toBe('/account');
    expect(safeReturnPath('/cn/vip?tab=1')).toBe('/cn/vip?tab=1');
    expect(returnPathOf('?modal=login&next=%2Fsecurity')).toBe('/security');
  });

  it('refuses other origins, schemes, control characters and the login screens themselves', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'account',
      '/acc\nount',
      '/login',
      '/cn/register?x=1',
      '/forgot-password',
      '',
      `/${'a'.repeat(2048)}`,
    ])
      expect(safeReturnPath(bad), bad).toBeNull();
    expect(returnPathOf('?modal=login')).toBeNull();
  });
});

describe('signup extras (spec §7 signup payload)', () => {
  it('takes the campaign parameters and the referral code from the address', () => {
    expect(referrerCodeOf('?ref=FRIEND%0A01')).toBe('FRIEND01');
    const extras = signupExtras('?ch=tiktok&cm=spring&pp=p7&affiliate_code=aff42&other=x', 'REF9');
    expect(extras).toMatchObject({
      referrer_code: 'REF9',
      ch: 'tiktok',
      cm: 'spring',
      pp: 'p7',
      affiliate_code: 'aff42',
    });
    expect(extras.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    expect(signupExtras(`?ch=${'x'.repeat(300)}`, '').ch).toHaveLength(200);
    expect(signupExtras('', '')).toMatchObject({
      ch: '',
      cm: '',
      pp: '',
      affiliate_code: '',
      referrer_code: '',
    });
  });

  it('keeps one random visitor id per browser', () => {
    const storage = memoryStorage();
    const first = visitorId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId(storage)).toBe(first);
    expect(storage.data.get(visitorIdKey)).toBe(first);
    expect(visitorId(memoryStorage())).not.toBe(first);
    // A damaged value is replaced; no storage still gives an id.
    expect(visitorId(memoryStorage({ [visitorIdKey]: 'nope' }))).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId(undefined)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the session a page is rendered with', () => {
  it('starts the session store logged in with the profile and token, or as a guest', () => {
    expect(sessionStateOf(null)).toBeUndefined();
    expect(
      sessionStateOf({
        token: 't0k',
        account_id: 'demo1',
        full_name: 'Maria Santos',
        contact_email: 'm@example.com',
      }),
    ).toEqual({
      isAuthenticated: true,
      token: 't0k',
      user: {
        account_id: 'demo1',
        full_name: 'Maria Santos',
        contact_email: 'm@example.com',
        session_token: 't0k',
      },
      fullname: 'Maria Santos',
      email: 'm@example.com',
    });
  });
});
