import type { InboxMessage } from '#shared/contract/inbox-contract.ts';
import type { InboxRewardType } from '#shared/money/wallet-kinds.ts';
import { parseDecimal, scaledBigInt } from '#shared/format/decimal-text.ts';
import { currencyScale, formatMinor } from '#shared/money/currency.ts';
import type { Database, Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { postOperation } from '#server/features/wallet/ledger.ts';
import {
  findInboxMessage,
  insertInboxMessages,
  listInbox,
  markClaimed,
  markRead,
  type InboxRow,
} from './inbox-repository.ts';
import { welcomeMessage, type WelcomeReward } from './welcome-reward.ts';

/** The brand as the inbox rules need it. */
export interface InboxBrand {
  id: number;
  code: string;
  currency: string;
}

/** The idempotency key (and reference) of the ledger operation that pays a message's reward. */
export function inboxClaimKey(inboxId: number): string {
  return `inbox:${inboxId}`;
}

/** The message as the client sees it; cash in the brand's currency, tokens whole. */
function inboxMessageOf(row: InboxRow, currency: string): InboxMessage {
  const reward =
    row.rewardType !== null && row.rewardAmount !== null
      ? {
          type: row.rewardType as InboxRewardType,
          amount:
            row.rewardType === 'cash' ? formatMinor(row.rewardAmount, currency) : String(row.rewardAmount),
        }
      : null;
  return {
    inbox_id: row.id,
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    reward,
    claimed: row.claimedAt !== null,
  };
}

/**
 * A reward amount written as decimal text (major units for cash, whole tokens) in the units the
 * ledger keeps; null when it is not a positive amount expressible exactly in those units.
 */
export function rewardUnits(type: InboxRewardType, amount: string, currency: string): bigint | null {
  const parts = parseDecimal(amount);
  if (!parts || parts.negative) return null;
  const scale = type === 'cash' ? currencyScale(currency) : 0;
  if (parts.fraction.replace(/0+$/, '').length > scale) return null;
  if (parts.whole.length > 15) return null;
  const units = scaledBigInt(parts, scale);
  return units > 0n ? units : null;
}

export async function playerInbox(
  db: Executor,
  accountPk: number,
  brand: InboxBrand,
): Promise<InboxMessage[]> {
  return (await listInbox(db, accountPk)).map((row) => inboxMessageOf(row, brand.currency));
}

/**
 * Pays a message's reward exactly once: the message row is locked, the ledger operation
 * `inbox:<id>` posted and the message marked claimed and read in one transaction. notFound for a
 * message that is not the player's, nothingToClaim without a reward, alreadyClaimed after the first.
 */
export async function claimInbox(
  db: Database,
  accountPk: number,
  brand: InboxBrand,
  inboxId: number,
): Promise<InboxMessage> {
  const row = await db.transaction(async (tx) => {
    const message = await findInboxMessage(tx, accountPk, inboxId, true);
    if (!message || message.brandId !== brand.id) throw new ApiError('notFound');
    if (message.rewardType === null || message.rewardAmount === null) throw new ApiError('nothingToClaim');
    if (message.claimedAt !== null) throw new ApiError('alreadyClaimed');
    const posted = await postOperation(tx, {
      accountPk,
      brandId: brand.id,
      idempotencyKey: inboxClaimKey(message.id),
      kind: 'claim',
      reference: inboxClaimKey(message.id),
      changes: [{ balance: message.rewardType as InboxRewardType, amount: message.rewardAmount }],
    });
    if (posted.replayed) throw new ApiError('alreadyClaimed');
    return markClaimed(tx, message.id);
  });
  return inboxMessageOf(row, brand.currency);
}

export async function readInbox(
  db: Executor,
  accountPk: number,
  brand: InboxBrand,
  inboxId: number,
  read: boolean,
): Promise<InboxMessage> {
  const row = await markRead(db, accountPk, inboxId, read);
  if (!row || row.brandId !== brand.id) throw new ApiError('notFound');
  return inboxMessageOf(row, brand.currency);
}

/**
 * Gives each account its welcome message with the brand's welcome reward (its document's
 * `welcome_reward`; null: no reward). A player who already has one gets no second. Call it when
 * accounts are activated (sign-up code, seed).
 */
export async function sendWelcomeMessages(
  db: Executor,
  brand: InboxBrand,
  configured: WelcomeReward | null,
  accountPks: readonly number[],
): Promise<number> {
  const amount = configured && rewardUnits(configured.type, configured.amount, brand.currency);
  const reward = configured && amount ? { type: configured.type, amount } : null;
  const rows = await insertInboxMessages(
    db,
    accountPks.map((accountPk) => ({
      brandId: brand.id,
      accountPk,
      kind: 'welcome' as const,
      title: welcomeMessage.title,
      body: welcomeMessage.body,
      reward,
    })),
  );
  return rows.length;
}
