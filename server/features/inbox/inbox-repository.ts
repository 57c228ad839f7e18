import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { accounts, inboxMessages } from '#server/db/schema.ts';

export type InboxRow = typeof inboxMessages.$inferSelect;

export interface NewInboxMessage {
  brandId: number;
  accountPk: number;
  kind?: 'welcome' | 'message';
  title: string;
  body: string;
  reward: { type: 'cash' | 'game_token' | 'minigame_token'; amount: bigint } | null;
}

function valuesOf(message: NewInboxMessage) {
  return {
    brandId: message.brandId,
    accountPk: message.accountPk,
    kind: message.kind ?? 'message',
    title: message.title,
    body: message.body,
    rewardType: message.reward?.type ?? null,
    rewardAmount: message.reward?.amount ?? null,
  };
}

/** Inserts messages; a second welcome message of a player is skipped. Answers the rows written. */
export async function insertInboxMessages(
  db: Executor,
  messages: readonly NewInboxMessage[],
): Promise<InboxRow[]> {
  if (messages.length === 0) return [];
  return db.insert(inboxMessages).values(messages.map(valuesOf)).onConflictDoNothing().returning();
}

/**
 * One message to every player of a brand, materialised as one row per player (read and claimed
 * are per player). Answers how many rows were written.
 */
export async function insertBroadcast(
  db: Executor,
  message: Omit<NewInboxMessage, 'accountPk' | 'kind'>,
  skipAccountPks: readonly number[] = [],
): Promise<number> {
  const skipped = skipAccountPks.length
    ? sql` and ${accounts.id} not in (${sql.join(
        skipAccountPks.map((pk) => sql`${pk}`),
        sql`, `,
      )})`
    : sql``;
  const result = (await db.execute(sql`
    insert into ${inboxMessages} (brand_id, account_pk, kind, title, body, reward_type, reward_amount)
    select ${message.brandId}, ${accounts.id}, 'message', ${message.title}, ${message.body},
      ${message.reward?.type ?? null}, ${message.reward ? message.reward.amount.toString() : null}::bigint
    from ${accounts}
    where ${accounts.brandId} = ${message.brandId} and ${accounts.status} <> 'closed'${skipped}`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** The messages of a player, newest first (at most `limit`). */
export function listInbox(db: Executor, accountPk: number, limit = 200): Promise<InboxRow[]> {
  return db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.accountPk, accountPk))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(limit);
}

/** A message of the player; with `lock`, the row stays locked until the transaction ends. */
export async function findInboxMessage(
  db: Executor,
  accountPk: number,
  inboxId: number,
  lock = false,
): Promise<InboxRow | undefined> {
  const query = db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, inboxId), eq(inboxMessages.accountPk, accountPk)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markClaimed(db: Executor, inboxId: number): Promise<InboxRow> {
  const [row] = await db
    .update(inboxMessages)
    .set({ claimedAt: sql`now()`, readAt: sql`coalesce(${inboxMessages.readAt}, now())` })
    .where(eq(inboxMessages.id, inboxId))
    .returning();
  if (!row) throw new Error(`inbox message ${inboxId} vanished`);
  return row;
}

export async function markRead(
  db: Executor,
  accountPk: number,
  inboxId: number,
  read: boolean,
): Promise<InboxRow | undefined> {
  const [row] = await db
    .update(inboxMessages)
    .set({ readAt: read ? sql`coalesce(${inboxMessages.readAt}, now())` : null })
    .where(and(eq(inboxMessages.id, inboxId), eq(inboxMessages.accountPk, accountPk)))
    .returning();
  return row;
}
