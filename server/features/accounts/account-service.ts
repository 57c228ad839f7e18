import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import type { LoginAnswer } from '#shared/contract/account-contract.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { ApiError, tooManyRequests } from '#server/http/api-error.ts';
import type { SmsGateway } from '#server/features/sms/sms-gateway.ts';
import { verificationCodeText } from '#server/features/sms/sms-texts.ts';
import { sendWelcomeMessages } from '#server/features/inbox/inbox-service.ts';
import { refuseBlockedAccount, refuseBlockedPerson } from '#server/features/protection/protection-service.ts';
import {
  activateAccount,
  findAccount,
  findAccountForLogin,
  findPasswordHash,
  insertPendingAccount,
  insertSignupDetails,
  markActive,
  setPasswordHash,
  updateProfile,
  type AccountRow,
  type SignupDetails,
} from './account-repository.ts';
import { passwordProblem } from './password-policy.ts';
import { mobileNumberE164 } from './phone-number.ts';
import { DeferredWork } from './deferred-work.ts';
import { LoginThrottle, type GuessKey } from './login-throttle.ts';
import { HashingBusyError, hashingBusyRetryAfterMs, PasswordHasher } from './password-hasher.ts';
import type { LiveSession, PlayerCredentials } from './player-auth.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SessionPolicy } from './session-policy.ts';
import {
  findSessionByTokenHash,
  insertSession,
  revokeAccountSessions,
  revokeSession,
} from './session-repository.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token.ts';
import { tacRules, type TacPurpose, type TacService } from './tac-service.ts';

/** The brand a call is for (a SiteConfig fits). */
export interface BrandRef {
  id: number;
  code: string;
  document: Pick<BrandDocument, 'site' | 'languages' | 'country' | 'welcome_reward'>;
}

/** Who is asking: for rate limits and the session record. */
export interface RequestContext {
  ip: string;
  userAgent: string;
}

/** A new session: the answer for the body and what the cookie needs. */
export interface LoginResult {
  answer: LoginAnswer;
  token: string;
  expiresAt: Date;
}

const minute = 60_000;

/**
 * Code-request limits per sliding window (decision 0023). Secret guesses (password or code) have
 * their own rules: login-throttle.ts (decision 0014).
 */
const rateLimits = {
  /** Code requests (signup, resend, login code, forgot password) per IP address. */
  codesPerIp: { limit: 20, windowMs: 60 * minute },
  /** Code requests per account id of a brand, whether or not the account exists (no disclosure). */
  codesPerAccount: { limit: tacRules.maxSendsPerHour, windowMs: 60 * minute },
} as const;

export interface AccountServiceDeps {
  db: Database;
  sms: SmsGateway;
  tac: TacService;
  limiter: RateLimiter;
  policy: SessionPolicy;
  clock: () => Date;
  /** Sender name of SMS; unset: the brand's site name. */
  smsSender?: string;
  /** Where failures that do not change an answer are reported (an SMS that did not go out). */
  warn?: (message: string, detail: Record<string, unknown>) => void;
  /** Password hashing with bounded concurrency; default: one sized to this machine's cores. */
  hasher?: PasswordHasher;
  /** Secret-guessing limits; default: a fresh in-process throttle with the limits of decision 0014. */
  throttle?: LoginThrottle;
}

/** A guess let through by the throttle: given back when it proves right (or was never checked). */
interface Guess {
  key: GuessKey;
  at: number;
  priority: number;
}

export interface SignupInput {
  account_id: string;
  password: string;
  contact_phone: string;
  contact_email: string;
  referrer_code: string;
  ch: string;
  cm: string;
  pp: string;
  affiliate_code: string;
  fbp: string;
  appsflyer_id: string;
  visitor_id: string;
}

/** Accounts, passwords, codes and sessions: the rules; the routes only translate HTTP. */
export class AccountService {
  private readonly hasher: PasswordHasher;
  private readonly throttle: LoginThrottle;
  /** Work after the answer (the forgot-password code), so its timing tells nothing. */
  private readonly deferred: DeferredWork;

  constructor(private readonly deps: AccountServiceDeps) {
    this.hasher = deps.hasher ?? new PasswordHasher();
    this.throttle = deps.throttle ?? new LoginThrottle();
    this.deferred = new DeferredWork({
      onError: (error) => deps.warn?.('deferred account work failed', { err: error }),
    });
  }

  /** Resolves once the work accepted for after the answer is done (shutdown, tests). */
  settled(): Promise<void> {
    return this.deferred.settled();
  }

  get codeValiditySeconds(): number {
    return tacRules.validityMs / 1000;
  }

  private now(): Date {
    return this.deps.clock();
  }

  private async enforce(key: string, rule: { limit: number; windowMs: number }): Promise<void> {
    const decision = await this.deps.limiter.hit(key, rule.limit, rule.windowMs, this.now().getTime());
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs);
  }

  /** Counts a secret guess before any costly work, or refuses it: 429 with when to come back. */
  private guess(brand: BrandRef, accountId: string, ctx: RequestContext): Guess {
    const key = { brandId: brand.id, accountId, ip: ctx.ip };
    const decision = this.throttle.attempt(key, this.now().getTime());
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs);
    return { key, at: decision.at, priority: decision.priority };
  }

  /** The guess was right: it is no failure, and its address is trusted for the account. */
  private guessedRight(guess: Guess): void {
    this.throttle.succeeded(guess.key, guess.at);
  }

  /**
   * Hashing through the bounded queue. When it is full the call answers at once (429, come back in
   * a second); a guess refused so was never checked, so it is not counted as a failure.
   */
  private async hashing<T>(work: () => Promise<T>, guess?: Guess): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      if (guess) this.throttle.withdraw(guess.key, guess.at, error.retryAfterMs);
      throw tooManyRequests(error.retryAfterMs);
    }
  }

  /** No room to hash: refused before the account look-up too, so a flood costs no database work. */
  private ensureHashingRoom(guess: Guess): void {
    if (this.hasher.hasRoom(guess.priority)) return;
    this.throttle.withdraw(guess.key, guess.at, hashingBusyRetryAfterMs);
    throw tooManyRequests(hashingBusyRetryAfterMs);
  }

  private hashNew(password: string, ctx: RequestContext): Promise<string> {
    const priority = this.throttle.priorityOf(ctx.ip, this.now().getTime());
    return this.hashing(() => this.hasher.hash(password, priority));
  }

  private async limitCodeRequests(brand: BrandRef, accountId: string, ctx: RequestContext): Promise<void> {
    await this.enforce(`code:ip:${ctx.ip}`, rateLimits.codesPerIp);
    await this.enforce(`code:account:${brand.id}:${accountId}`, rateLimits.codesPerAccount);
  }

  private static checkNewPassword(password: string): void {
    const problem = passwordProblem(password);
    if (problem) throw new ApiError(problem);
  }

  /** Issues a code and texts it; false when the send limit of the account is reached. */
  private async sendCode(brand: BrandRef, account: AccountRow, purpose: TacPurpose): Promise<boolean> {
    const now = this.now();
    const code = await this.deps.tac.issue(account.id, purpose, now);
    if (code === 'tooManyRequests') return false;
    const { site, languages } = brand.document;
    const text = verificationCodeText(languages.default, site.site_name, code, tacRules.validityMs / minute);
    const delivered = await this.deps.sms.send({
      brandId: brand.id,
      accountId: account.accountId,
      to: account.contactPhone,
      text,
      sender: this.deps.smsSender ?? site.site_name,
    });
    if (!delivered) {
      this.deps.warn?.('sms not delivered', { brandId: brand.id, accountId: account.accountId, purpose });
    }
    return true;
  }

  private async startSession(
    db: Executor,
    account: AccountRow,
    ctx: RequestContext,
    now: Date,
  ): Promise<LoginResult> {
    // A time-out or self-exclusion of the person on any brand refuses every way in (decision 0034).
    await refuseBlockedAccount(db, account.id, now);
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.deps.policy.absoluteMs);
    await insertSession(db, {
      accountPk: account.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt,
      userAgent: ctx.userAgent.slice(0, 512),
      ipAddress: ctx.ip,
    });
    await markActive(db, account.id, now);
    return {
      token,
      expiresAt,
      answer: {
        statusCode: 1,
        message: 'OK',
        token,
        user: { account_id: account.accountId, session_token: token },
        fullname: account.fullName,
        email: account.contactEmail,
      },
    };
  }

  private static refuseUnusable(account: AccountRow): void {
    if (account.status === 'pending') throw new ApiError('accountNotVerified');
    if (account.status === 'blocked') throw new ApiError('BLOCK');
    if (account.status === 'closed') throw new ApiError('CLOSE');
  }

  /** Creates a pending account and texts a registration code to the phone, stored in E.164. */
  async signup(brand: BrandRef, input: SignupInput, ctx: RequestContext): Promise<void> {
    const phone = mobileOf(brand, input.contact_phone);
    await this.limitCodeRequests(brand, input.account_id, ctx);
    await refuseBlockedPerson(
      this.deps.db,
      { phone, email: input.contact_email.trim().toLowerCase() },
      this.now(),
    );
    AccountService.checkNewPassword(input.password);
    const existing = await findAccount(this.deps.db, brand.id, input.account_id);
    if (existing) return this.resendToPendingOwner(brand, existing, phone);

    const passwordHash = await this.hashNew(input.password, ctx);
    const now = this.now();
    const details: SignupDetails = {
      referrerCode: input.referrer_code,
      ch: input.ch,
      cm: input.cm,
      pp: input.pp,
      affiliateCode: input.affiliate_code,
      fbp: input.fbp,
      appsflyerId: input.appsflyer_id,
      visitorId: input.visitor_id,
      ipAddress: ctx.ip,
      createdAt: now,
    };
    const created = await this.deps.db.transaction(async (tx) => {
      const account = await insertPendingAccount(tx, {
        brandId: brand.id,
        accountId: input.account_id,
        contactPhone: phone,
        contactEmail: input.contact_email,
        createdAt: now,
      });
      if (!account) return undefined;
      await insertSignupDetails(tx, account.id, details);
      await setPasswordHash(tx, account.id, passwordHash, now);
      return account;
    });
    if (!created) {
      // Taken by a concurrent signup between our look-up and the insert.
      const raced = await findAccount(this.deps.db, brand.id, input.account_id);
      if (!raced) throw new Error('account insert conflicted but no account exists');
      return this.resendToPendingOwner(brand, raced, phone);
    }
    if (!(await this.sendCode(brand, created, 'register'))) throw codeLimitReached();
  }

  /** A repeated signup by the phone that owns a still-pending account resends its code. */
  private async resendToPendingOwner(brand: BrandRef, account: AccountRow, phone: string): Promise<void> {
    if (account.status !== 'pending' || account.contactPhone !== phone) throw new ApiError('accountExists');
    if (!(await this.sendCode(brand, account, 'register'))) throw codeLimitReached();
  }

  /**
   * Resends the registration code of a pending account, or sends a login code to an active one.
   * Answers the same when there is nothing to send (unknown account, wrong state): no disclosure.
   */
  async requestCode(
    brand: BrandRef,
    accountId: string,
    purpose: 'register' | 'login',
    ctx: RequestContext,
  ): Promise<void> {
    await this.limitCodeRequests(brand, accountId, ctx);
    const account = await findAccount(this.deps.db, brand.id, accountId);
    const wanted = purpose === 'register' ? 'pending' : 'active';
    if (!account || account.status !== wanted) return;
    if (!(await this.sendCode(brand, account, purpose))) throw codeLimitReached();
  }

  /**
   * Sends a reset code only when account id and phone match an active account; same answer always,
   * and in the same time: the request only counts the call and queues the rest (look-up, code,
   * SMS) for after the answer, so no work on the request path depends on whether the pair matches.
   */
  async forgotPassword(brand: BrandRef, accountId: string, typedPhone: string, ctx: RequestContext) {
    // Read as at signup, so the number matches however the player types it this time.
    const phone = mobileOf(brand, typedPhone);
    await this.limitCodeRequests(brand, accountId, ctx);
    const accepted = this.deferred.push(async () => {
      const account = await findAccount(this.deps.db, brand.id, accountId);
      if (!account || account.status !== 'active' || account.contactPhone !== phone) return;
      // Over the hourly send limit nothing is sent and the answer was the same anyway.
      await this.sendCode(brand, account, 'forgot_password');
    });
    // A full queue refuses every caller alike, so it tells nothing about the pair either.
    if (!accepted) throw tooManyRequests(1000);
  }

  async login(
    brand: BrandRef,
    accountId: string,
    password: string,
    ctx: RequestContext,
  ): Promise<LoginResult> {
    const guess = this.guess(brand, accountId, ctx);
    this.ensureHashingRoom(guess);
    const found = await findAccountForLogin(this.deps.db, brand.id, accountId);
    const stored = found?.passwordHash;
    // An unknown account spends a dummy verification, through the same queue: same time, same load.
    const valid = await this.hashing(
      () =>
        stored != null
          ? this.hasher.verify(password, stored, guess.priority)
          : this.hasher.verifyDummy(password, guess.priority),
      guess,
    );
    if (!found || !valid) throw new ApiError('invalidCredentials');
    AccountService.refuseUnusable(found.account);
    this.guessedRight(guess);
    return this.startSession(this.deps.db, found.account, ctx, this.now());
  }

  /**
   * Checks a code inside a transaction and, when right, runs `then` in the same transaction. The
   * wrong-try count is committed even though the call fails (the failure is thrown afterwards).
   */
  private async withCode<T>(
    brand: BrandRef,
    accountId: string,
    purpose: TacPurpose,
    code: string,
    ctx: RequestContext,
    then: (tx: Executor, account: AccountRow, now: Date) => Promise<T>,
    counted?: Guess,
  ): Promise<T> {
    const guess = counted ?? this.guess(brand, accountId, ctx);
    const account = await findAccount(this.deps.db, brand.id, accountId);
    if (!account) throw new ApiError('invalidTac');
    const now = this.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const check = await this.deps.tac.check(tx, account.id, purpose, code, now);
      if (check !== 'ok') return { check } as const;
      return { check, value: await then(tx, account, now) } as const;
    });
    if (outcome.check !== 'ok') throw new ApiError(outcome.check);
    this.guessedRight(guess);
    return outcome.value;
  }

  /** The registration code: activates the pending account and logs in. */
  async verifyRegistration(
    brand: BrandRef,
    accountId: string,
    code: string,
    ctx: RequestContext,
  ): Promise<LoginResult> {
    const result = await this.withCode(brand, accountId, 'register', code, ctx, async (tx, account, now) => {
      const current = (await activateAccount(tx, account.id)) ?? account;
      if (current.status !== 'active') return current;
      // The welcome message comes with activation, in its transaction (at most one per player).
      const { currency } = brand.document.site;
      await sendWelcomeMessages(
        tx,
        { id: brand.id, code: brand.code, currency },
        brand.document.welcome_reward,
        [current.id],
      );
      return this.startSession(tx, current, ctx, now);
    });
    if ('answer' in result) return result;
    AccountService.refuseUnusable(result);
    throw new ApiError('invalidTac');
  }

  async loginWithCode(
    brand: BrandRef,
    accountId: string,
    code: string,
    ctx: RequestContext,
  ): Promise<LoginResult> {
    const result = await this.withCode(brand, accountId, 'login', code, ctx, async (tx, account, now) =>
      account.status === 'active' ? this.startSession(tx, account, ctx, now) : account,
    );
    if ('answer' in result) return result;
    AccountService.refuseUnusable(result);
    throw new ApiError('invalidTac');
  }

  /** Sets a new password with a reset code; every session of the account ends. */
  async resetPassword(
    brand: BrandRef,
    accountId: string,
    code: string,
    newPassword: string,
    ctx: RequestContext,
  ): Promise<void> {
    // Counted before the (costly) hash, so refused guesses cannot be used to load the server.
    const guess = this.guess(brand, accountId, ctx);
    AccountService.checkNewPassword(newPassword);
    // Hashed before the code is used, so a used code always comes with the new password.
    const passwordHash = await this.hashing(() => this.hasher.hash(newPassword, guess.priority), guess);
    await this.withCode(
      brand,
      accountId,
      'forgot_password',
      code,
      ctx,
      async (tx, account, now) => {
        await setPasswordHash(tx, account.id, passwordHash, now);
        await revokeAccountSessions(tx, account.id, now);
      },
      guess,
    );
  }

  /** Changes the password (the current one is required); every other session ends. */
  async updatePassword(
    brand: BrandRef,
    { account, session }: LiveSession,
    password: string,
    newPassword: string,
    ctx: RequestContext,
  ): Promise<void> {
    const guess = this.guess(brand, account.accountId, ctx);
    AccountService.checkNewPassword(newPassword);
    const stored = await findPasswordHash(this.deps.db, account.id);
    const valid = await this.hashing(
      () =>
        stored
          ? this.hasher.verify(password, stored, guess.priority)
          : this.hasher.verifyDummy(password, guess.priority),
      guess,
    );
    if (!valid) throw new ApiError('wrongPassword');
    this.guessedRight(guess);
    if (newPassword === password) throw new ApiError('passwordUnchanged');
    const passwordHash = await this.hashing(() => this.hasher.hash(newPassword, guess.priority));
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, account.id, passwordHash, now);
      await revokeAccountSessions(tx, account.id, now, session.id);
    });
  }

  async updateProfile(
    { account }: LiveSession,
    profile: { fullName: string; contactEmail: string },
  ): Promise<AccountRow> {
    return updateProfile(this.deps.db, account.id, profile);
  }

  /**
   * Ends the session. Idempotent: a token that opens nothing (unknown, already ended, another
   * brand's or another account's) changes nothing and the answer is still OK, so the client simply
   * logs out. A blocked or closed account's session ends too.
   */
  async logout(brand: BrandRef, credentials: PlayerCredentials): Promise<void> {
    if (!looksLikeSessionToken(credentials.auth)) return;
    const found = await findSessionByTokenHash(this.deps.db, hashSessionToken(credentials.auth));
    if (!found || found.account.brandId !== brand.id) return;
    if (found.account.accountId !== credentials.account_id) return;
    await revokeSession(this.deps.db, found.session.id, this.now());
  }
}

/**
 * The mobile number a player typed, read with the brand's country as the default region, in
 * E.164; invalidPhone (HTTP 400, like the contract's refusals) when it is not a valid mobile number.
 */
function mobileOf(brand: BrandRef, typed: string): string {
  const phone = mobileNumberE164(typed, brand.document.country ?? null);
  if (!phone) throw new ApiError('invalidPhone', 400);
  return phone;
}

/**
 * The account's hourly code limit as the code service counts it (stored codes). The request limit
 * before it normally refuses first with the exact wait; this backstop (after a restart) tells a
 * minute rather than query when the oldest code leaves the hour.
 */
function codeLimitReached(): ApiError {
  return tooManyRequests(60_000);
}
