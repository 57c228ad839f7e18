import { describe, expect, it } from 'vitest';
import { loginEntryPath, routeEntryForPath, routeMiddleware, runMiddleware } from './middleware.ts';

describe('route middleware', () => {
  it('sends a guest on a guarded page to the login entry of the template (spec §2)', () => {
    expect(runMiddleware({ pathname: '/deposit', isAuthenticated: false, template: 'template1' })).toBe(
      '/login',
    );
    expect(runMiddleware({ pathname: '/cn/deposit', isAuthenticated: false, template: 'template4' })).toBe(
      '/?modal=login',
    );
    expect(runMiddleware({ pathname: '/deposit', isAuthenticated: false, template: 'template6' })).toBe(
      '/?modal=login',
    );
    expect(runMiddleware({ pathname: '/deposit', isAuthenticated: false, template: 'template10' })).toBe(
      '/?modal=login',
    );
    expect(runMiddleware({ pathname: '/deposit', isAuthenticated: false, template: 'template8' })).toBe(
      '/?modal=signin',
    );
    expect(
      runMiddleware({ pathname: '/deposit', isAuthenticated: true, template: 'template1' }),
    ).toBeUndefined();
  });

  it('lets everyone through pages without middleware', () => {
    expect(
      runMiddleware({ pathname: '/slots', isAuthenticated: false, template: 'template1' }),
    ).toBeUndefined();
  });

  it('sends a guest who taps a game to the login entry, to come back to the game; the bare /playnow is a lobby', () => {
    const game = '/playnow?game=pgsoft-lucky-neko-garden';
    const next = `next=${encodeURIComponent(game)}`;
    expect(
      runMiddleware({ pathname: '/playnow', returnTo: game, isAuthenticated: false, template: 'template1' }),
    ).toBe(`/login?${next}`);
    expect(
      runMiddleware({ pathname: '/playnow', returnTo: game, isAuthenticated: false, template: 'template8' }),
    ).toBe(`/?modal=signin&${next}`);
    expect(
      runMiddleware({ pathname: '/playnow', returnTo: game, isAuthenticated: true, template: 'template1' }),
    ).toBeUndefined();
    expect(
      runMiddleware({
        pathname: '/playnow',
        returnTo: '/playnow',
        isAuthenticated: false,
        template: 'template1',
      }),
    ).toBeUndefined();
  });

  it('keeps /forgot-password for guests only', () => {
    expect(routeEntryForPath('/forgot-password')?.middleware).toEqual(['guest']);
    expect(
      runMiddleware({ pathname: '/forgot-password', isAuthenticated: true, template: 'template1' }),
    ).toBe('/');
    expect(
      runMiddleware({ pathname: '/forgot-password', isAuthenticated: false, template: 'template1' }),
    ).toBeUndefined();
  });

  it('runs the middleware registered under the names a route lists, and only those', () => {
    const guest = { pathname: '/forgot-password', isAuthenticated: false, template: null } as const;
    const registered = new Map(routeMiddleware).set('guest', () => '/somewhere');
    expect(runMiddleware(guest, registered)).toBe('/somewhere');
    registered.delete('guest');
    expect(runMiddleware({ ...guest, isAuthenticated: true }, registered)).toBeUndefined();
    // The app's own registry is untouched.
    expect(runMiddleware({ ...guest, isAuthenticated: true })).toBe('/');
  });

  it('has no /login page on the modal templates', () => {
    expect(runMiddleware({ pathname: '/login', isAuthenticated: false, template: 'template4' })).toBe(
      '/?modal=login',
    );
    expect(runMiddleware({ pathname: '/login', isAuthenticated: false, template: 'template8' })).toBe(
      '/?modal=signin',
    );
    expect(
      runMiddleware({ pathname: '/login', isAuthenticated: false, template: 'template1' }),
    ).toBeUndefined();
    expect(runMiddleware({ pathname: '/login', isAuthenticated: true, template: 'template1' })).toBe('/');
  });

  it('carries the page the guard came from as ?next= when told where the player was going', () => {
    const guest = { isAuthenticated: false, returnTo: '/cn/account?tab=vip' } as const;
    expect(runMiddleware({ ...guest, pathname: '/cn/account', template: 'template1' })).toBe(
      '/login?next=%2Fcn%2Faccount%3Ftab%3Dvip',
    );
    expect(runMiddleware({ ...guest, pathname: '/cn/account', template: 'template4' })).toBe(
      '/?modal=login&next=%2Fcn%2Faccount%3Ftab%3Dvip',
    );
    expect(runMiddleware({ ...guest, pathname: '/cn/account', template: 'template8' })).toBe(
      '/?modal=signin&next=%2Fcn%2Faccount%3Ftab%3Dvip',
    );
    expect(
      runMiddleware({
        pathname: '/account',
        isAuthenticated: true,
        template: 'template1',
        returnTo: '/account',
      }),
    ).toBeUndefined();
  });

  it('keeps ?next= when a modal template sends /login to the modal', () => {
    expect(
      runMiddleware({
        pathname: '/login',
        isAuthenticated: false,
        template: 'template10',
        returnTo: '/login?next=%2Fprofile',
      }),
    ).toBe('/?modal=login&next=%2Fprofile');
    expect(
      runMiddleware({
        pathname: '/login',
        isAuthenticated: false,
        template: 'template10',
        returnTo: '/login',
      }),
    ).toBe('/?modal=login');
  });

  it('maps templates to their login entry', () => {
    expect(loginEntryPath(null)).toBe('/login');
    expect(loginEntryPath('template20')).toBe('/login');
    expect(loginEntryPath('template20', '/vip')).toBe('/login?next=%2Fvip');
    expect(loginEntryPath('template6', '/vip')).toBe('/?modal=login&next=%2Fvip');
  });
});
