/** The key under which a browser keeps its visitor id (sent with a signup, spec §7 `visitor_id`). */
export const visitorIdKey = 'visitor_id';

const pattern = /^[0-9a-f]{32}$/;

function randomId(): string {
  // getRandomValues works on plain-http pages too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's visitor id: 128 random bits, made on first use and kept in localStorage, so that
 * signups from one browser can be told apart from signups from many. Without storage (privacy
 * modes) a fresh id is answered each time.
 */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = localStore()): string {
  try {
    const kept = storage?.getItem(visitorIdKey);
    if (kept && pattern.test(kept)) return kept;
    const id = randomId();
    storage?.setItem(visitorIdKey, id);
    return id;
  } catch {
    return randomId();
  }
}

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
