import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Executor } from '#server/db/database.ts';
import { lockAccount } from './account-repository.ts';
import {
  consumeCode,
  countCodesSince,
  countWrongAttempt,
  findCurrentCode,
  insertCode,
  replaceLiveCodes,
  type TacPurpose,
} from './tac-repository.ts';

export type { TacPurpose } from './tac-repository.ts';

/** The code rules (DESIGN.md "Accounts"). */
export const tacRules = {
  validityMs: 5 * 60_000,
  maxWrongAttempts: 5,
  maxSendsPerHour: 5,
} as const;

export type TacCheck = 'ok' | 'invalidTac' | 'tacExpired' | 'tooManyAttempts';

/**
 * One-time codes: 6 digits from crypto.randomInt, stored as HMAC-SHA256 over purpose, account and
 * code with the server's TAC_SECRET (a leaked table cannot be brute-forced offline without it).
 */
export class TacService {
  constructor(
    private readonly db: Database,
    private readonly secret: Buffer,
  ) {}

  hash(accountPk: number, purpose: TacPurpose, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${accountPk}:${code}`).digest('hex');
  }

  /**
   * A new code for the account and purpose, replacing any earlier one; 'tooManyRequests' when the
   * account already had tacRules.maxSendsPerHour codes in the last hour (every purpose counts).
   */
  async issue(accountPk: number, purpose: TacPurpose, now: Date): Promise<string | 'tooManyRequests'> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, accountPk);
      const sent = await countCodesSince(tx, accountPk, new Date(now.getTime() - 3_600_000));
      if (sent >= tacRules.maxSendsPerHour) return 'tooManyRequests' as const;
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      await replaceLiveCodes(tx, accountPk, purpose, now);
      await insertCode(tx, {
        accountPk,
        purpose,
        codeHash: this.hash(accountPk, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + tacRules.validityMs),
      });
      return code;
    });
  }

  /**
   * Checks and, when right, uses the account's current code of the purpose. A wrong try counts;
   * the fifth wrong try kills the code (tooManyAttempts from then on). Run it inside the
   * transaction that acts on the result.
   */
  async check(
    db: Executor,
    accountPk: number,
    purpose: TacPurpose,
    code: string,
    now: Date,
  ): Promise<TacCheck> {
    const current = await findCurrentCode(db, accountPk, purpose);
    if (!current) return 'invalidTac';
    if (current.attempts >= tacRules.maxWrongAttempts) return 'tooManyAttempts';
    if (current.expiresAt.getTime() <= now.getTime()) return 'tacExpired';
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.hash(accountPk, purpose, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      return (await consumeCode(db, current.id, tacRules.maxWrongAttempts, now)) ? 'ok' : 'invalidTac';
    }
    const attempts = await countWrongAttempt(db, current.id, tacRules.maxWrongAttempts);
    if (attempts === undefined || attempts >= tacRules.maxWrongAttempts) return 'tooManyAttempts';
    return 'invalidTac';
  }
}
