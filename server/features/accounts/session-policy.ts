/** How long a session lives: idle expiry (since the last authenticated call) and absolute expiry. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** last_seen_at is written at most this often (spares a write per call). */
  touchEveryMs: number;
}

const minute = 60_000;

export const defaultSessionPolicy: SessionPolicy = {
  idleMs: 30 * minute,
  absoluteMs: 12 * 60 * minute,
  touchEveryMs: minute,
};

export function sessionPolicyFrom(env: { SESSION_IDLE_MINUTES: number; SESSION_ABSOLUTE_HOURS: number }) {
  return {
    idleMs: env.SESSION_IDLE_MINUTES * minute,
    absoluteMs: env.SESSION_ABSOLUTE_HOURS * 60 * minute,
    touchEveryMs: minute,
  } satisfies SessionPolicy;
}
