import type { Env } from '#server/config/env.ts';
import type { Executor } from '#server/db/database.ts';
import { HttpSmsGateway } from './http-sms-gateway.ts';
import { OutboxSmsGateway } from './outbox-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway.ts';

/** The gateway SMS_DRIVER names: outbox (default, local) or http (SMS_HTTP_URL, SMS_HTTP_TOKEN). */
export function createSmsGateway(
  env: Pick<Env, 'SMS_DRIVER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN'>,
  db: Executor,
  clock: () => Date = () => new Date(),
): SmsGateway {
  if (env.SMS_DRIVER === 'http') {
    if (!env.SMS_HTTP_URL) throw new Error('SMS_DRIVER=http needs SMS_HTTP_URL');
    return new HttpSmsGateway(db, { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, clock });
  }
  return new OutboxSmsGateway(db, clock);
}
