import { eq } from 'drizzle-orm';
import { ladderAmountMinor, vipLadderOf } from '#shared/vip/vip-ladder.ts';
import type { Executor } from '#server/db/database.ts';
import { vipProgress } from '#server/db/schema.ts';
import { findBrandById } from '#server/features/brands/brand-repository.ts';
import { insertInboxMessages } from '#server/features/inbox/inbox-repository.ts';
import { postOperation, type BalanceChange } from './ledger.ts';

/** The ledger key of a level's reward: one payment per (account, level), whatever triggers it. */
export function vipRewardKey(accountPk: number, level: number): string {
  return `vip-level:${accountPk}:${level}`;
}

/**
 * Moves the player up the brand's ladder while the cycle holds what the next level asks for (both
 * deposit and turnover), in the caller's transaction: the deposit or bet that brought the progress.
 * Each level reached takes its thresholds out of the cycle (the excess carries on, as starting_*
 * in vipNextLevelList counts; a brand whose `vip.carry_over` is false starts the next cycle at
 * zero, so one deposit climbs one level at most), pays its reward through the ledger under vipRewardKey and sends an
 * inbox message. The progress row is locked first, so racing triggers promote once; the ledger key
 * would refuse a second payment even so. Answers the levels reached.
 */
export async function advanceVipLevel(tx: Executor, accountPk: number, brandId: number): Promise<number[]> {
  const [row] = await tx.select().from(vipProgress).where(eq(vipProgress.accountPk, accountPk)).for('update');
  if (!row) return [];
  const brand = await findBrandById(tx, brandId);
  if (!brand) return [];
  const { document } = brand;
  const currency = document.site.currency;
  const ladder = vipLadderOf(document);
  const standing = { ...row };
  const reached: number[] = [];
  for (;;) {
    const next = standing.level + 1;
    const step = ladder[next];
    if (!step) break;
    const deposit = ladderAmountMinor(step.deposit, currency);
    const turnover = ladderAmountMinor(step.turnover, currency);
    if (standing.cycleDeposit < deposit || standing.cycleTurnover < turnover) break;
    standing.level = next;
    const [keptDeposit, keptTurnover] = document.vip.carry_over
      ? [deposit, turnover]
      : [standing.cycleDeposit, standing.cycleTurnover];
    standing.startingDeposit += keptDeposit;
    standing.cycleDeposit -= keptDeposit;
    standing.startingTurnover += keptTurnover;
    standing.cycleTurnover -= keptTurnover;
    reached.push(next);
  }
  if (reached.length === 0) return [];
  await tx
    .update(vipProgress)
    .set({
      level: standing.level,
      startingDeposit: standing.startingDeposit,
      cycleDeposit: standing.cycleDeposit,
      startingTurnover: standing.startingTurnover,
      cycleTurnover: standing.cycleTurnover,
      updatedAt: new Date(),
    })
    .where(eq(vipProgress.accountPk, accountPk));
  for (const level of reached) {
    const setting = document.vip.levels[level]!;
    const changes: BalanceChange[] = [];
    const cash = ladderAmountMinor(setting.reward.cash, currency);
    const tokens = BigInt(setting.reward.minigame_token);
    if (cash > 0n) changes.push({ balance: 'cash', amount: cash });
    if (tokens > 0n) changes.push({ balance: 'minigame_token', amount: tokens });
    if (changes.length > 0) {
      await postOperation(tx, {
        accountPk,
        brandId,
        idempotencyKey: vipRewardKey(accountPk, level),
        kind: 'claim',
        reference: `vip level ${ladder[level]!.name}`,
        changes,
      });
    }
    // The reward is already paid: the message tells of it and carries none to claim.
    await insertInboxMessages(tx, [
      {
        brandId,
        accountPk,
        title: `VIP: ${ladder[level]!.name}`,
        body: vipMessageBody(ladder[level]!.name, setting.reward.cash, tokens, currency),
        reward: null,
      },
    ]);
  }
  return reached;
}

/** The message text (English, as the welcome message; the client shows it as sent). */
function vipMessageBody(name: string, cash: string, tokens: bigint, currency: string): string {
  const parts: string[] = [];
  if (Number(cash) > 0) parts.push(`${currency} ${cash}`);
  if (tokens > 0n) parts.push(`${tokens} minigame tokens`);
  const paid = parts.length > 0 ? ` Your level-up reward of ${parts.join(' and ')} is in your balance.` : '';
  return `Congratulations, you reached VIP level ${name}!${paid}`;
}
