import { selfExclusionEnd, timeOutEnd, type Block } from '#shared/protection/protection-rules.ts';
import type { Executor } from '#server/db/database.ts';
import { blockInForce, limitsInForce, startBlock, type ProtectedAccount } from './protection-service.ts';
import { blocksOf, insertEvent, listEvents, markResumeRequested, personOf } from './protection-repository.ts';

/** The periods an operator may impose (on the player's request by phone, say): time-outs and self-exclusions. */
const operatorPeriods: Record<string, { kind: Block['kind']; end: (now: Date) => Date | null }> = {
  '24h': { kind: 'timeout', end: (now) => timeOutEnd('24h', now) },
  '7d': { kind: 'timeout', end: (now) => timeOutEnd('7d', now) },
  '1m': { kind: 'timeout', end: (now) => timeOutEnd('1m', now) },
  '6m': { kind: 'self_exclusion', end: (now) => selfExclusionEnd('6m', now) },
  '1y': { kind: 'self_exclusion', end: (now) => selfExclusionEnd('1y', now) },
  '5y': { kind: 'self_exclusion', end: (now) => selfExclusionEnd('5y', now) },
  permanent: { kind: 'self_exclusion', end: () => null },
};

const operatorPeriodNames = Object.keys(operatorPeriods);

const when = (at: Date | null) => at?.toISOString() ?? 'never (permanent)';

/** The account's limits, the blocks of its person on every brand and its latest events, as lines. */
export async function protectionReport(
  db: Executor,
  account: ProtectedAccount,
  now: Date,
): Promise<string[]> {
  const lines: string[] = [];
  const limits = await limitsInForce(db, account, now);
  lines.push(limits.length ? 'Limits (minor units; session: minutes):' : 'Limits: none');
  for (const limit of limits) {
    const pending = limit.pendingAt
      ? `, then ${limit.pendingAmount?.toString() ?? 'none'} from ${limit.pendingAt.toISOString()}`
      : '';
    lines.push(`  ${limit.kind} ${limit.period}: ${limit.amount?.toString() ?? 'none'}${pending}`);
  }
  const person = await personOf(db, account.id);
  const all = person ? await blocksOf(db, person) : [];
  const inForce = blockInForce(all, now);
  lines.push(
    all.length
      ? 'Time-outs and self-exclusions of this person (every brand):'
      : 'Time-outs and self-exclusions: none',
  );
  for (const block of all)
    lines.push(
      `  #${block.id} ${block.kind} brand ${block.brandId} from ${block.startsAt.toISOString()} to ${when(block.endsAt)}` +
        `${block.resumeRequestedAt ? `, return asked ${block.resumeRequestedAt.toISOString()}` : ''}` +
        `${block.id === inForce?.id ? ' (in force)' : ''}`,
    );
  const events = await listEvents(db, account.id, 20);
  if (events.length) lines.push('Latest events:');
  for (const event of events)
    lines.push(`  ${event.at.toISOString()} ${event.kind} ${JSON.stringify(event.detail)}`);
  return lines;
}

/** Imposes a time-out or self-exclusion; answers what was set, or a refusal. */
export async function operatorExclude(
  db: Executor,
  account: ProtectedAccount,
  period: string,
  actor: string,
  now: Date,
): Promise<{ kind: Block['kind']; endsAt: Date | null; endedSessions: number } | { refused: string }> {
  const choice = operatorPeriods[period];
  if (!choice) return { refused: `--period takes ${operatorPeriodNames.join(', ')}` };
  const endsAt = choice.end(now);
  const { endedSessions } = await startBlock(db, account, choice.kind, endsAt, now, actor);
  return { kind: choice.kind, endsAt, endedSessions };
}

/**
 * What an operator may lift (decision 0034): nothing that is in force before its end, neither a
 * time-out nor a self-exclusion (they cannot be shortened). A self-exclusion past its end waits for
 * the player to ask to return: the operator records that request, and play resumes 24 hours later.
 */
export async function operatorLift(
  db: Executor,
  account: ProtectedAccount,
  actor: string,
  now: Date,
): Promise<{ blockId: number; resumesAt: Date } | { refused: string }> {
  const person = await personOf(db, account.id);
  const all = person ? await blocksOf(db, person) : [];
  const inForce = blockInForce(all, now);
  if (!inForce) return { refused: 'Nothing to lift: no time-out or self-exclusion holds this person' };
  if (inForce.endsAt === null || inForce.endsAt.getTime() > now.getTime())
    return {
      refused: `The ${inForce.kind.replace('_', '-')} #${inForce.id} runs until ${when(inForce.endsAt)} and cannot be shortened`,
    };
  if (inForce.resumeRequestedAt)
    return { refused: `Return already asked at ${inForce.resumeRequestedAt.toISOString()}` };
  await markResumeRequested(db, inForce.id, now);
  await insertEvent(db, {
    brandId: account.brandId,
    accountPk: account.id,
    kind: 'return_requested',
    detail: { block: inForce.id, by: actor },
    at: now,
  });
  return { blockId: inForce.id, resumesAt: new Date(now.getTime() + 24 * 60 * 60 * 1000) };
}
