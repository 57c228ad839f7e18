import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { smsOutbox } from '#server/db/schema.ts';
import type { SmsDriver } from './sms-gateway.ts';

export type OutboxRow = typeof smsOutbox.$inferSelect;

export async function recordSms(
  db: Executor,
  row: {
    brandId: number;
    accountId: string;
    phone: string;
    body: string;
    driver: SmsDriver;
    status: 'sent' | 'failed';
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(smsOutbox).values(row);
}

export interface OutboxFilter {
  brandId: number;
  phone?: string;
  accountId?: string;
  limit: number;
}

/** The newest messages first. */
export async function listOutbox(db: Executor, filter: OutboxFilter): Promise<OutboxRow[]> {
  const conditions: SQL[] = [eq(smsOutbox.brandId, filter.brandId)];
  if (filter.phone) conditions.push(eq(smsOutbox.phone, filter.phone));
  if (filter.accountId) conditions.push(eq(smsOutbox.accountId, filter.accountId));
  return db
    .select()
    .from(smsOutbox)
    .where(and(...conditions))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(filter.limit);
}
