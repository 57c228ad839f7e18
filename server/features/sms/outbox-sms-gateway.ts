import type { Executor } from '#server/db/database.ts';
import type { SmsGateway, SmsMessage } from './sms-gateway.ts';
import { recordSms } from './sms-outbox-repository.ts';

/**
 * The local driver: a message is "sent" by storing it in sms_outbox, where the demo (GET /dev/outbox)
 * and the tests read it. Works offline; nothing leaves the machine.
 */
export class OutboxSmsGateway implements SmsGateway {
  readonly driver = 'outbox' as const;

  constructor(
    private readonly db: Executor,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<boolean> {
    await recordSms(this.db, {
      brandId: message.brandId,
      accountId: message.accountId,
      phone: message.to,
      body: message.text,
      driver: 'outbox',
      status: 'sent',
      createdAt: this.clock(),
    });
    return true;
  }
}
