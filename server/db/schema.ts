import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A brand (tenant). The validated document is the source of truth for its configuration. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  document: jsonb('document').$type<BrandDocument>().notNull(),
  /** Incremented on every change; caches compare it. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Base domains (last two host labels) that resolve to a brand. */
export const brandDomains = pgTable('brand_domains', {
  domain: text('domain').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
});

/**
 * A game provider of the catalogue. Which brands offer it is in each brand document (`providers`);
 * how its games launch and how it calls our wallet is here.
 */
export const providers = pgTable(
  'providers',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The provider's part of a lobby URL (`?provider=pg-soft`), unique. */
    slug: text('slug').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    /** Category slugs the provider has games in, in its menu order. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** The game URL with `{token}`, `{game_code}`, `{lang}`, `{currency}` and `{return_url}` placeholders. */
    launchUrl: text('launch_url').notNull().default(''),
    /** Opens in a window of its own instead of the site frame. */
    popup: boolean('popup').notNull().default(false),
    /** The HMAC key of the provider's wallet callbacks; null refuses every callback. */
    walletSecret: text('wallet_secret'),
  },
  (t) => [uniqueIndex('providers_slug_uq').on(t.slug)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** Category slug (slots, livecasino, ...). */
    gameType: text('game_type').notNull(),
    imgUrl: text('img_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Lobby flags: the home page's hot, featured, popular and new lists. */
    hot: boolean('hot').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
  },
  (t) => [uniqueIndex('games_game_code_uq').on(t.gameCode), index('games_type_idx').on(t.gameType)],
);

/** One visit from an ad campaign (the adsvisit call). */
export const adsVisits = pgTable(
  'ads_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    fbp: text('fbp').notNull(),
    appsflyerId: text('appsflyer_id').notNull(),
    userAgent: text('user_agent').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ads_visits_brand_idx').on(t.brandId, t.createdAt)],
);

/** Player accounts; an account id is unique within its brand only. */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    fullName: text('full_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** pending (phone not verified), active, blocked, closed */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accounts_brand_account_uq').on(t.brandId, t.accountId),
    // The person's accounts on other brands (shared limits on every bet and deposit, exclusions).
    index('accounts_contact_phone_idx')
      .on(t.contactPhone)
      .where(sql`${t.contactPhone} <> ''`),
    index('accounts_contact_email_idx')
      .on(sql`lower(trim(${t.contactEmail}))`)
      .where(sql`${t.contactEmail} <> ''`),
    check('accounts_status_ck', sql`${t.status} in ('pending', 'active', 'blocked', 'closed')`),
  ],
);

/** Paid-out withdrawals feed the public withdrawal ticker; the wallet issue owns their life cycle. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Minor units of the brand's currency. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The player's bank details the money goes to (null for seeded history). */
    bankAccountId: bigint('bank_account_id', { mode: 'number' }),
    /** The player's idempotency key of the request (null for seeded history). */
    idempotencyKey: text('idempotency_key'),
    /** Who approved or rejected it (cli:<user>) and when. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_brand_paid_idx').on(t.brandId, t.paidAt),
    check('withdrawals_amount_ck', sql`${t.amountMinor} > 0`),
    uniqueIndex('withdrawals_account_key_uq').on(t.accountPk, t.idempotencyKey),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);

/** Every operator action: who, what, when. */
export const operatorActions = pgTable('operator_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  detail: jsonb('detail').notNull().default({}),
  createdAt: createdAt(),
});

/** Sign-up details kept beside the account (spec §7 signup fields). */
export const accountSignups = pgTable('account_signups', {
  accountPk: bigint('account_pk', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  referrerCode: text('referrer_code').notNull().default(''),
  ch: text('ch').notNull().default(''),
  cm: text('cm').notNull().default(''),
  pp: text('pp').notNull().default(''),
  affiliateCode: text('affiliate_code').notNull().default(''),
  fbp: text('fbp').notNull().default(''),
  appsflyerId: text('appsflyer_id').notNull().default(''),
  visitorId: text('visitor_id').notNull().default(''),
  ipAddress: text('ip_address').notNull().default(''),
  createdAt: createdAt(),
});

/** Password hashes (scrypt or argon2id, self-describing PHC-style string). */
export const credentials = pgTable('credentials', {
  accountPk: bigint('account_pk', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Player sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is computed from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountPk),
  ],
);

/** One-time codes sent by SMS, bound to an account and a purpose; only a hash is stored. */
export const tacCodes = pgTable(
  'tac_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** register, login, forgot_password */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code of the same purpose replaces this one. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    index('tac_codes_account_purpose_idx').on(t.accountPk, t.purpose, t.createdAt),
    check('tac_codes_purpose_ck', sql`${t.purpose} in ('register', 'login', 'forgot_password')`),
  ],
);

/** Every SMS the site sends (the outbox driver stores them; the HTTP driver records them too). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    driver: text('driver').notNull(),
    status: text('status').notNull().default('sent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_phone_idx').on(t.phone, t.createdAt),
    index('sms_outbox_account_idx').on(t.accountId),
  ],
);

/**
 * Balances of a player, in minor units. Each column changes only together with ledger entries
 * written in the same transaction; the checks forbid going negative and holding more than the cash.
 */
export const wallets = pgTable(
  'wallets',
  {
    accountPk: bigint('account_pk', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    cash: bigint('cash', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    cashHeld: bigint('cash_held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    gameToken: bigint('game_token', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minigameToken: bigint('minigame_token', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minigameFrozen: bigint('minigame_frozen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_cash_ck', sql`${t.cash} >= 0`),
    check('wallets_held_ck', sql`${t.cashHeld} >= 0 and ${t.cashHeld} <= ${t.cash}`),
    check('wallets_game_token_ck', sql`${t.gameToken} >= 0`),
    check('wallets_minigame_token_ck', sql`${t.minigameToken} >= 0`),
    check('wallets_minigame_frozen_ck', sql`${t.minigameFrozen} >= 0`),
  ],
);

/**
 * The ledger: one row per change of one balance. An operation writes all its rows with one
 * idempotency key; the unique index makes a replayed operation impossible.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** cash, cash_held, game_token, minigame_token, minigame_frozen */
    balance: text('balance').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** deposit, withdrawal, hold, release, claim, adjustment, bet, win, seed … */
    kind: text('kind').notNull(),
    reference: text('reference').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_key_balance_uq').on(t.idempotencyKey, t.balance),
    index('ledger_entries_account_idx').on(t.accountPk, t.createdAt),
    check('ledger_entries_amount_ck', sql`${t.amount} <> 0`),
    check('ledger_entries_after_ck', sql`${t.balanceAfter} >= 0`),
    check(
      'ledger_entries_balance_ck',
      sql`${t.balance} in ('cash', 'cash_held', 'game_token', 'minigame_token', 'minigame_frozen')`,
    ),
  ],
);

/** A player's favourite games. */
export const favourites = pgTable(
  'favourites',
  {
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_account_game_uq').on(t.accountPk, t.gameCode)],
);

/** Wagered and deposited totals per player, for VIP progress (updated with the ledger). */
export const vipProgress = pgTable('vip_progress', {
  accountPk: bigint('account_pk', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(0),
  /** Deposits and turnover since the current level was reached, minor units. */
  cycleDeposit: bigint('cycle_deposit', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  cycleTurnover: bigint('cycle_turnover', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  startingDeposit: bigint('starting_deposit', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  startingTurnover: bigint('starting_turnover', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Inbox messages. A message to all players of a brand is materialised as one row per player when
 * it is sent, so read and claimed are per row. A reward is cash (minor units) or whole tokens;
 * claiming it posts the ledger operation `inbox:<id>` once.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** welcome (at most one per player) or message. */
    kind: text('kind').notNull().default('message'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** cash, game_token, minigame_token, or null: no reward. */
    rewardType: text('reward_type'),
    /** Minor units (cash) or whole tokens; null exactly when there is no reward. */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_messages_account_idx').on(t.accountPk, t.createdAt),
    uniqueIndex('inbox_messages_welcome_uq')
      .on(t.accountPk)
      .where(sql`${t.kind} = 'welcome'`),
    check('inbox_messages_kind_ck', sql`${t.kind} in ('welcome', 'message')`),
    check(
      'inbox_messages_reward_ck',
      sql`(${t.rewardType} is null and ${t.rewardAmount} is null) or (${t.rewardType} in ('cash', 'game_token', 'minigame_token') and ${t.rewardAmount} > 0)`,
    ),
  ],
);

/** Bank details a player withdraws to (at most 5 per player, enforced by the service). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_accounts_account_number_uq').on(t.accountPk, t.bankName, t.accountNumber)],
);

/** Deposits through a payment gateway (demo) or a manual bank transfer; credited once per reference. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** demo, manual */
    method: text('method').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** pending, paid, rejected, cancelled */
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('deposits_reference_uq').on(t.reference),
    uniqueIndex('deposits_account_key_uq').on(t.accountPk, t.idempotencyKey),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_amount_ck', sql`${t.amountMinor} > 0`),
    check('deposits_status_ck', sql`${t.status} in ('pending', 'paid', 'rejected', 'cancelled')`),
  ],
);

/**
 * Secrets the server generates for itself once per database (e.g. the demo payment gateway's key
 * when PAYMENT_DEMO_SECRET is unset), so every server copy on one database shares them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A game session: what a game launch opens for one player, brand, provider, game and currency.
 * The provider's callbacks carry its token; only the SHA-256 of the token is stored.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    /** Bets stop here; wins and rollbacks still settle what is at stake. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_hash_uq').on(t.tokenHash),
    index('game_sessions_account_idx').on(t.accountPk),
  ],
);

/**
 * One game round of one player (the bet record): its stake and win so far, written in the same
 * transaction as the ledger entries that move them.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    /** Minor units of the wallet's currency: the bets still standing, and the wins paid. */
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** open, settled, rolled_back */
    status: text('status').notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_provider_round_account_uq').on(t.providerCode, t.roundId, t.accountPk),
    index('bets_account_idx').on(t.accountPk, t.placedAt),
    // The home page's winners board: a brand's biggest settled wins, read biggest first.
    index('bets_brand_winners_idx')
      .on(t.brandId, t.win, t.settledAt)
      .where(sql`${t.status} = 'settled' and ${t.win} > 0`),
    check('bets_status_ck', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check('bets_amounts_ck', sql`${t.stake} >= 0 and ${t.win} >= 0`),
  ],
);

/**
 * Every wallet callback a provider made that reached a player (and the tombstones of bets rolled
 * back before they arrived): the answer a replay gets, unique per provider and transaction id.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => providers.code),
    transactionId: text('transaction_id').notNull(),
    /** bet, win, rollback */
    kind: text('kind').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id, { onDelete: 'cascade' }),
    /** SHA-256 of the request's meaning (kind, player, amounts, round …); empty for a tombstone. */
    payloadHash: text('payload_hash').notNull(),
    /** The status answered (OK, INSUFFICIENT_FUNDS, …). */
    result: text('result').notNull(),
    /** Minor units the callback asked to move (bet: the stake, win: the win, rollback: 0). */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency').notNull().default(''),
    /** The bet a win or rollback refers to. */
    referenceTransactionId: text('reference_transaction_id'),
    /** A bet id seen first in a rollback: the bet never moved money and is refused if it comes. */
    tombstone: boolean('tombstone').notNull().default(false),
    /** Set on an accepted bet when a rollback gives its stake back. */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_transactions_provider_tx_uq').on(t.providerCode, t.transactionId),
    index('provider_transactions_bet_idx').on(t.betId),
    check('provider_transactions_kind_ck', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('provider_transactions_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/**
 * A player's provably fair seed pairs (issue 12): the one in use (`revealed_at` null) and those
 * rotated out, whose server seeds the player may now see. `nonce` is the next round's: taking it
 * and adding one happens in the transaction that plays the round.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 64 hex characters; secret until the pair is rotated out. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_active_uq')
      .on(t.accountPk)
      .where(sql`${t.revealedAt} is null`),
    index('fair_seeds_account_idx').on(t.accountPk, t.id),
    check('fair_seeds_nonce_ck', sql`${t.nonce} >= 0`),
  ],
);

// ---- house games ----

/**
 * One round of a house game (issue 12), written with its provably fair nonce before the wallet is
 * called: `pending` until the signed bet and win went through the seamless-wallet API, then
 * `settled`, or `refused` when the wallet refused the bet. A pending round is completed by the
 * session's next call (the wallet API is idempotent on the round's transaction ids).
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The round id the wallet callbacks carry (and the bet record's round_id). */
    roundId: text('round_id').notNull(),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    /** The client's id of the request that played it: a retry plays nothing again. */
    requestId: text('request_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    /** slot, hash */
    engine: text('engine').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    /** Minor units of the session's currency. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** pending, settled, refused */
    state: text('state').notNull().default('pending'),
    /** The message key of a refusal. */
    refusal: text('refusal'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_round_uq').on(t.roundId),
    uniqueIndex('house_rounds_request_uq').on(t.gameSessionId, t.requestId),
    uniqueIndex('house_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    index('house_rounds_account_idx').on(t.accountPk, t.createdAt),
    index('house_rounds_pending_idx')
      .on(t.gameSessionId)
      .where(sql`${t.state} = 'pending'`),
    check('house_rounds_state_ck', sql`${t.state} in ('pending', 'settled', 'refused')`),
    check('house_rounds_engine_ck', sql`${t.engine} in ('slot', 'hash')`),
    check('house_rounds_amounts_ck', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);

/**
 * A brand's crash-game hash chain (issue 12): `seed` hashed `length − 1` times gives the published
 * `terminating_hash`; round n uses the hash n links before it, so each round's hash is the
 * preimage of the one before and nobody can compute a round ahead. The seed stays secret.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** 1 for a brand's first chain, then one more each time a chain is used up. */
    number: integer('number').notNull(),
    seed: text('seed').notNull(),
    /** The HMAC key of the crash points, published with the terminating hash. */
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crash_chains_brand_number_uq').on(t.brandId, t.number),
    check('crash_chains_length_ck', sql`${t.length} >= 2`),
  ],
);

/**
 * One round of a brand's crash game, shared by every player of the brand: created by whichever
 * server call first needs it (the unique number elects one), with its start and crash times fixed
 * from the chain's crash point, so every server copy agrees on when it crashed.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id, { onDelete: 'cascade' }),
    /** 1, 2, … along the chain: the round's hash is this many links before the terminating hash. */
    number: integer('number').notNull(),
    hash: text('hash').notNull(),
    /** Hundredths: 100 is 1.00×. */
    crashPoint: integer('crash_point').notNull(),
    /** Bets close and the multiplier starts. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    crashesAt: timestamp('crashes_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crash_rounds_chain_number_uq').on(t.chainId, t.number),
    index('crash_rounds_brand_idx').on(t.brandId, t.id),
    check('crash_rounds_point_ck', sql`${t.crashPoint} >= 100`),
  ],
);

/**
 * A player's bet in a crash round: `placing` until the wallet took the stake (`open`) or refused it
 * (`refused`); then decided once, by a conditional update, as `cashed` (at the player's cash-out or
 * auto cash-out, before the crash) or `lost`; `paid_at` is set when the closing win went through
 * the wallet API (its transaction id derives from the bet, so paying again moves nothing).
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    requestId: text('request_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Hundredths; null: the player cashes out by hand. */
    autoCashout: integer('auto_cashout'),
    /** placing, open, cashed, lost, refused */
    state: text('state').notNull().default('placing'),
    cashoutPoint: integer('cashout_point'),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refusal: text('refusal'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_bets_round_account_uq').on(t.roundId, t.accountPk),
    uniqueIndex('crash_bets_request_uq').on(t.gameSessionId, t.requestId),
    index('crash_bets_unpaid_idx')
      .on(t.brandId, t.roundId)
      .where(sql`${t.paidAt} is null and ${t.state} <> 'refused'`),
    index('crash_bets_session_idx').on(t.gameSessionId),
    check('crash_bets_state_ck', sql`${t.state} in ('placing', 'open', 'cashed', 'lost', 'refused')`),
    check('crash_bets_amounts_ck', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);

// ---- sportsbook ----

/** Team names in other languages than the default, by lower-cased language code (e.g. `cn`). */
export type SportsTeamNames = Record<string, { home: string; away: string }>;

/**
 * A sports event of the sportsbook (issue 12, item 4): shared by every brand, like a feed's. An
 * operator enters its result (`npm run sports -- result …`) or voids it; both decide it once.
 */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: serial('id').primaryKey(),
    /** What operators type: `fb-1`, `bb-2`, … */
    code: text('code').notNull(),
    /** football, basketball, tennis */
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    homeTeamName: text('home_team_name').notNull(),
    awayTeamName: text('away_team_name').notNull(),
    teamNames: jsonb('team_names').$type<SportsTeamNames>().notNull().default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** open, settled, void */
    status: text('status').notNull().default('open'),
    fullTimeHome: integer('full_time_home'),
    fullTimeAway: integer('full_time_away'),
    halfTimeHome: integer('half_time_home'),
    halfTimeAway: integer('half_time_away'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sports_events_code_uq').on(t.code),
    check('sports_events_status_ck', sql`${t.status} in ('open', 'settled', 'void')`),
  ],
);

/** A selection of an event's market: the market is (bet_type, criteria1), the pick home_away. */
export const sportsSelections = pgTable(
  'sports_selections',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'cascade' }),
    betType: text('bet_type').notNull(),
    homeAway: text('home_away').notNull(),
    /** The picked side's handicap ("-0.75"), the total ("2.5") or the score ("2-1"); null otherwise. */
    criteria1: text('criteria1'),
    /** Decimal odds in thousandths (1.950 → 1950). */
    odds: integer('odds').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('sports_selections_event_idx').on(t.eventId, t.sortOrder),
    check('sports_selections_odds_ck', sql`${t.odds} > 1000`),
  ],
);

/**
 * A sports bet as the sportsbook (the SABA provider's side) keeps it: its game session token, to
 * pay the win through the seamless-wallet API later, and the wallet's bet record once debited.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    roundId: text('round_id').notNull(),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    sessionToken: text('session_token').notNull(),
    /** single, parlay */
    kind: text('kind').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** pending (debit not answered yet), open, settled, refused */
    state: text('state').notNull().default('pending'),
    refusal: text('refusal'),
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id, { onDelete: 'set null' }),
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sports_bets_request_uq').on(t.accountPk, t.idempotencyKey),
    uniqueIndex('sports_bets_round_uq').on(t.roundId),
    index('sports_bets_bet_idx').on(t.betId),
    index('sports_bets_open_idx')
      .on(t.state)
      .where(sql`${t.state} in ('pending', 'open')`),
    check('sports_bets_state_ck', sql`${t.state} in ('pending', 'open', 'settled', 'refused')`),
    check('sports_bets_kind_ck', sql`${t.kind} in ('single', 'parlay')`),
  ],
);

/** A bet line (spec: bet_type, home_away, criteria1, team names): one per leg, with its result. */
export const sportsBetLines = pgTable(
  'sports_bet_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sportsBetId: bigint('sports_bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    legNo: integer('leg_no').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => sportsSelections.id),
    betType: text('bet_type').notNull(),
    homeAway: text('home_away').notNull(),
    criteria1: text('criteria1'),
    homeTeamName: text('home_team_name').notNull(),
    awayTeamName: text('away_team_name').notNull(),
    teamNames: jsonb('team_names').$type<SportsTeamNames>().notNull().default({}),
    odds: integer('odds').notNull(),
    /** win, lose, push, half_win, half_loss, void; null until the event is decided. */
    result: text('result'),
  },
  (t) => [
    uniqueIndex('sports_bet_lines_leg_uq').on(t.sportsBetId, t.legNo),
    index('sports_bet_lines_event_idx').on(t.eventId),
  ],
);

/**
 * A player's protection limits (issue 15, decision 0034): deposit, loss and wager limits per period
 * (day, week, month; minor units) and the session time limit (period `session`, minutes). A waiting
 * increase or removal is `pending_at` with `pending_amount` (null: removal).
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('protection_limits_uq').on(t.accountPk, t.kind, t.period),
    check('protection_limits_kind_ck', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('protection_limits_period_ck', sql`${t.period} in ('day', 'week', 'month', 'session')`),
    check('protection_limits_amount_ck', sql`${t.amount} > 0 and ${t.pendingAmount} > 0`),
  ],
);

/** A player's reality-check interval (minutes, 0: off). */
export const protectionSettings = pgTable('protection_settings', {
  accountPk: bigint('account_pk', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Time-outs and self-exclusions, of a person rather than an account: they bind every account of
 * every brand with the same verified phone (E.164) or, where given, e-mail address.
 */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    /** Lower-cased; empty when the player gave none. */
    email: text('email').notNull().default(''),
    /** timeout, self_exclusion */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    resumeRequestedAt: timestamp('resume_requested_at', { withTimezone: true }),
    /** Set only by an operator, where the rules allow it (ops protection lift). */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('protection_blocks_phone_idx').on(t.phone),
    index('protection_blocks_email_idx').on(t.email),
    check('protection_blocks_kind_ck', sql`${t.kind} in ('timeout', 'self_exclusion')`),
  ],
);

/** Every protection event (limit set, change applied, reality check shown, exclusion …) with its time. */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_events_account_idx').on(t.accountPk, t.at)],
);

/** A player joined an opt-in mission (brand document `missions`) for one period of it. */
export const missionOptIns = pgTable(
  'mission_opt_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    missionId: text('mission_id').notNull(),
    /** once, or the period's first day in the brand's time zone (2026-11-25). */
    periodKey: text('period_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_opt_ins_uq').on(t.accountPk, t.missionId, t.periodKey)],
);

/** A claimed mission reward: one row per (player, mission, period), paid under mission:<id>. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    missionId: text('mission_id').notNull(),
    periodKey: text('period_key').notNull(),
    rewardType: text('reward_type').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_uq').on(t.accountPk, t.missionId, t.periodKey)],
);

/**
 * A leaderboard period whose prizes were paid: the unique row elects the one runner that pays
 * (several server copies or a job run twice find it and pay nothing).
 */
export const leaderboardPayouts = pgTable(
  'leaderboard_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    boardId: text('board_id').notNull(),
    periodKey: text('period_key').notNull(),
    winners: integer('winners').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leaderboard_payouts_uq').on(t.brandId, t.boardId, t.periodKey)],
);

/**
 * A brand-local week whose VIP cashback was paid: the unique row elects the one runner that pays
 * (several server copies or a job run twice find it and pay nothing); each player's cashback is
 * also keyed in the ledger (`cashback:<account>:<week>`).
 */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The week's first local day (Monday), as brandPeriod keys it. */
    weekKey: text('week_key').notNull(),
    players: integer('players').notNull().default(0),
    /** Cash paid in all, minor units. */
    total: bigint('total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cashback_payouts_uq').on(t.brandId, t.weekKey)],
);

/**
 * A minigame wheel or daily spin (issue 14): one row per spin, unique per player, wheel and request
 * id so a retried request answers the first spin. Provably fair on the player's seed pair at `nonce`.
 */
export const minigameSpins = pgTable(
  'minigame_spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** wheel (costs tokens or a won free spin) or daily (the free daily spin). */
    wheel: text('wheel').notNull(),
    requestId: text('request_id').notNull(),
    /** The stock period (wheel) or the free-spin period (daily) the spin counts in. */
    periodKey: text('period_key').notNull(),
    segmentId: text('segment_id').notNull(),
    segmentIndex: integer('segment_index').notNull(),
    prizeType: text('prize_type').notNull(),
    /** Ledger units: minor units for cash, whole tokens or spins otherwise. */
    prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
    /** Tokens paid: 0 for a daily spin or a won free spin. */
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    /** tokens, free_spin (a free spin won before), daily */
    paidWith: text('paid_with').notNull(),
    /** The weights and the sold-out segments the spin was decided with, for the verifier. */
    weights: text('weights').notNull(),
    soldOut: text('sold_out').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('minigame_spins_request_uq').on(t.accountPk, t.wheel, t.requestId),
    index('minigame_spins_period_idx').on(t.accountPk, t.wheel, t.periodKey),
  ],
);

/**
 * How many times a stock-limited segment was won in a stock period, per brand. Spins lock the rows
 * of their wheel's limited segments, so two spins never both take the last one.
 */
export const minigameStock = pgTable(
  'minigame_stock',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    wheel: text('wheel').notNull(),
    segmentId: text('segment_id').notNull(),
    periodKey: text('period_key').notNull(),
    won: integer('won').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.wheel, t.segmentId, t.periodKey] })],
);

/**
 * Minigame tokens held frozen until a condition is met (decision 0037): wagering `wager_target`
 * minor units after `created_at`, or the time `unlock_at`. Unlocked lazily, once (unlocked_at).
 */
export const minigameFrozenGrants = pgTable(
  'minigame_frozen_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    accountPk: bigint('account_pk', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokens: bigint('tokens', { mode: 'bigint' }).notNull(),
    /** deposit, mission, seed */
    source: text('source').notNull(),
    /** Unique per grant: the ledger key of the freezing, so a retried grant freezes once. */
    sourceKey: text('source_key').notNull().unique(),
    wagerTarget: bigint('wager_target', { mode: 'bigint' }),
    unlockAt: timestamp('unlock_at', { withTimezone: true }),
    createdAt: createdAt(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (t) => [
    index('minigame_frozen_open_idx')
      .on(t.accountPk)
      .where(sql`${t.unlockedAt} is null`),
  ],
);
