/**
 * The idempotency key of a money-moving request (deposit, withdrawal): 32 hex digits from a
 * secure random source (crypto.randomUUID without its dashes; getRandomValues where randomUUID is
 * missing, on a page that is not a secure context).
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID().replace(/-/g, '');
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface KeyKeeper {
  /**
   * The key for sending this submission: the same key as the last time while the same form content
   * (`signature`) is sent again after an answer never arrived, a new one otherwise.
   */
  keyFor(signature: string): string;
  /** The server answered (done or refused): the next submission is a new operation. */
  settle(): void;
}

/**
 * Keeps one key per form submission, so that a retry of a request whose answer was lost (network
 * failure, time-out) is the same operation on the server and never a second deposit or withdrawal.
 */
export function createKeyKeeper(make: () => string = () => newIdempotencyKey()): KeyKeeper {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (!current || current.signature !== signature) current = { signature, key: make() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** Answers after which the same request could still succeed: keep the key for the retry. */
const retryable = new Set(['internalServerError', 'serviceUnavailable', 'tooManyRequests', 'disconnect']);

/**
 * Whether an answer decided the request: success, or a refusal by the server (belowMinimum …).
 * A network failure (the client's negative codes, 'disconnect') or a server fault did not.
 */
export function isDecided(answer: { statusCode: number; message: string }): boolean {
  if (answer.statusCode === 1) return true;
  return answer.statusCode === 0 && !retryable.has(answer.message);
}
