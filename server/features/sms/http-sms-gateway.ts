import type { Executor } from '#server/db/database.ts';
import type { SmsGateway, SmsMessage } from './sms-gateway.ts';
import { recordSms } from './sms-outbox-repository.ts';

export interface HttpSmsOptions {
  url: string;
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  clock?: () => Date;
}

/** Codes are secrets: the record of a message handed to a real gateway keeps the text without them. */
export function maskCodes(text: string): string {
  return text.replace(/\b\d{6}\b/g, '******');
}

/**
 * The production driver: POSTs {to, text, sender} as JSON to SMS_HTTP_URL with a bearer token
 * (SMS_HTTP_TOKEN); any 2xx answer counts as sent. Every attempt is recorded in sms_outbox
 * (driver 'http', status sent or failed, the code masked).
 */
export class HttpSmsGateway implements SmsGateway {
  readonly driver = 'http' as const;
  private readonly fetch: typeof fetch;
  private readonly clock: () => Date;

  constructor(
    private readonly db: Executor,
    private readonly options: HttpSmsOptions,
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.clock = options.clock ?? (() => new Date());
  }

  async send(message: SmsMessage): Promise<boolean> {
    let sent: boolean;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
      const response = await this.fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, sender: message.sender }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      sent = response.ok;
      await response.body?.cancel();
    } catch {
      sent = false;
    }
    await recordSms(this.db, {
      brandId: message.brandId,
      accountId: message.accountId,
      phone: message.to,
      body: maskCodes(message.text),
      driver: 'http',
      status: sent ? 'sent' : 'failed',
      createdAt: this.clock(),
    });
    return sent;
  }
}
