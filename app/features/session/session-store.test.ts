import { describe, expect, it, vi } from 'vitest';
import {
  listenForLogout,
  logoutSignalKey,
  readStoredUser,
  saveStoredUser,
  storedUserKey,
  type LogoutSignalStorage,
} from './logout-signal.ts';
import { createSessionStore, emptySessionState } from './session-store.ts';

/**
 * A small browser model: tabs share one localStorage, and a write in one tab fires a `storage` event
 * in every other tab, never in the writing tab itself (as browsers do).
 */
function sharedBrowser() {
  const data = new Map<string, string>();
  const tabs: EventTarget[] = [];
  function storageFor(tab: EventTarget): LogoutSignalStorage {
    const notify = (key: string, oldValue: string | null, newValue: string | null) => {
      for (const other of tabs) {
        if (other === tab) continue;
        const event = new Event('storage') as Event & {
          key: string;
          oldValue: string | null;
          newValue: string | null;
        };
        Object.assign(event, { key, oldValue, newValue });
        other.dispatchEvent(event);
      }
    };
    return {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => {
        const old = data.get(key) ?? null;
        data.set(key, value);
        notify(key, old, value);
      },
      removeItem: (key) => {
        const old = data.get(key) ?? null;
        data.delete(key);
        if (old !== null) notify(key, old, null);
      },
    };
  }
  function openTab() {
    const tab = new EventTarget();
    tabs.push(tab);
    return { tab: tab as unknown as Window, storage: storageFor(tab) };
  }
  return { data, openTab };
}

const loggedIn = {
  token: 'tok-123',
  user: {
    account_id: 'alice',
    full_name: 'Alice Doe',
    contact_email: 'a@example.com',
    session_token: 'tok-123',
  },
  fullname: 'Alice Doe',
  email: 'a@example.com',
};

describe('session store (spec §3 user session state)', () => {
  it('starts logged out with the fields of the spec', () => {
    const state = createSessionStore().getState();
    expect(Object.keys(emptySessionState()).sort()).toEqual(
      [
        'email',
        'fullname',
        'game',
        'game_fav_list',
        'isAuthenticated',
        'minigame',
        'token',
        'user',
        'vip',
      ].sort(),
    );
    expect(state.isAuthenticated).toBe(false);
    expect(state.game).toEqual({ balance: '0', token: '0' });
    expect(state.minigame).toEqual({ frozen_token: '0', token_balance: '0' });
  });

  it('signs in with a token, keeps profile updates, and reset() forgets everything', () => {
    const store = createSessionStore();
    store.getState().signIn(loggedIn);
    store.getState().setGame({ balance: '12.50', token: '3' });
    store.getState().setProfile({ full_name: 'Alice D.', contact_email: 'alice@example.com' });
    const state = store.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.fullname).toBe('Alice D.');
    expect(state.user?.contact_email).toBe('alice@example.com');
    store.getState().reset();
    expect(store.getState()).toMatchObject(emptySessionState());
  });

  it('a login answer without a token does not authenticate', () => {
    const store = createSessionStore();
    store.getState().signIn({ ...loggedIn, token: '' });
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('stores the user without the session token', () => {
    const { data, openTab } = sharedBrowser();
    const { storage } = openTab();
    saveStoredUser(storage, loggedIn.user);
    expect(data.get(storedUserKey)).not.toContain('tok-123');
    expect(readStoredUser(storage)).toEqual({
      account_id: 'alice',
      full_name: 'Alice Doe',
      contact_email: 'a@example.com',
    });
  });
});

describe('logout across tabs (spec §4, §9: the force-logout signal is shared through local storage)', () => {
  it('logout resets this tab, clears the stored user and makes the other tabs reset and reload', () => {
    const browser = sharedBrowser();
    const tabA = browser.openTab();
    const tabB = browser.openTab();
    const tabC = browser.openTab();
    const now = vi.fn(() => 1_700_000_000_000);
    const stores = [tabA, tabB, tabC].map(({ storage }) => createSessionStore({}, { storage, now }));
    for (const store of stores) store.getState().signIn(loggedIn);
    saveStoredUser(tabA.storage, loggedIn.user);

    const reloads = { A: vi.fn(), B: vi.fn(), C: vi.fn() };
    const listen = (tab: Window, index: number, reload: () => void) =>
      listenForLogout(tab, () => {
        stores[index]!.getState().reset();
        reload();
      });
    listen(tabA.tab, 0, reloads.A);
    listen(tabB.tab, 1, reloads.B);
    const stopC = listen(tabC.tab, 2, reloads.C);

    stores[0]!.getState().logout();

    expect(stores.map((store) => store.getState().isAuthenticated)).toEqual([false, false, false]);
    expect(reloads.A).not.toHaveBeenCalled();
    expect(reloads.B).toHaveBeenCalledOnce();
    expect(reloads.C).toHaveBeenCalledOnce();
    expect(browser.data.get(logoutSignalKey)).toBe('1700000000000');
    expect(browser.data.has(storedUserKey)).toBe(false);

    // A second logout in the same millisecond signals again; a tab that stopped listening is left alone.
    stopC();
    stores[1]!.getState().signIn(loggedIn);
    stores[1]!.getState().logout();
    expect(browser.data.get(logoutSignalKey)).toBe('1700000000001');
    expect(reloads.A).toHaveBeenCalledOnce();
    expect(reloads.C).toHaveBeenCalledOnce();
    expect(reloads.B).toHaveBeenCalledOnce();
  });

  it('removing the signal key or clearing the storage is not a logout', () => {
    const onLogout = vi.fn();
    const tab = new EventTarget();
    listenForLogout(tab as unknown as Window, onLogout);
    for (const init of [
      { key: logoutSignalKey, newValue: null },
      { key: null, newValue: null },
      { key: 'other', newValue: '1' },
    ]) {
      tab.dispatchEvent(Object.assign(new Event('storage'), init));
    }
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a storage that throws (privacy mode) does not break logout', () => {
    const broken: LogoutSignalStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const store = createSessionStore({}, { storage: broken });
    store.getState().signIn(loggedIn);
    expect(() => store.getState().logout()).not.toThrow();
    expect(store.getState().isAuthenticated).toBe(false);
  });
});
