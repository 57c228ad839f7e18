/**
 * Spec §9: "Force-logout signal is shared between tabs through local storage." The tab that logs
 * out writes a timestamp under `logoutSignalKey`; the browser fires a `storage` event in every other
 * tab of the origin, which resets its session and reloads.
 */
export const logoutSignalKey = 'marquee:logout';
/** The stored user: profile fields only, so a reload can greet the player; never the session token. */
export const storedUserKey = 'marquee:user';

export type LogoutSignalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredUser {
  account_id: string;
  full_name: string;
  contact_email: string;
}

/** Storage can throw (quota, privacy modes, blocked cookies): the session still works without it. */
function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to do: other tabs simply are not told, as if the browser had no storage.
  }
}

export function broadcastLogout(storage: LogoutSignalStorage, at: number): void {
  attempt(() => {
    // Browsers fire no event for an unchanged value: two logouts in one millisecond must still differ.
    const previous = Number(storage.getItem(logoutSignalKey));
    storage.setItem(logoutSignalKey, String(previous >= at ? previous + 1 : at));
  });
}

export function saveStoredUser(storage: LogoutSignalStorage, user: StoredUser): void {
  const { account_id, full_name, contact_email } = user;
  attempt(() => storage.setItem(storedUserKey, JSON.stringify({ account_id, full_name, contact_email })));
}

export function readStoredUser(storage: LogoutSignalStorage): StoredUser | null {
  try {
    const value = JSON.parse(storage.getItem(storedUserKey) ?? 'null') as Partial<StoredUser> | null;
    if (value && typeof value.account_id === 'string') {
      return {
        account_id: value.account_id,
        full_name: String(value.full_name ?? ''),
        contact_email: String(value.contact_email ?? ''),
      };
    }
  } catch {
    // A damaged entry reads as no stored user.
  }
  return null;
}

export function clearStoredUser(storage: LogoutSignalStorage): void {
  attempt(() => storage.removeItem(storedUserKey));
}

type StorageEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onLogout` when another tab signals a logout. Removing the key (or clearing the storage)
 * is not a signal. Returns the function that stops listening.
 */
export function listenForLogout(target: StorageEventTarget, onLogout: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === logoutSignalKey && event.newValue !== null) onLogout();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
