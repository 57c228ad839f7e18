/** One text message to one phone, on behalf of a brand and (for the outbox) an account. */
export interface SmsMessage {
  brandId: number;
  accountId: string;
  /** E.164 phone number. */
  to: string;
  text: string;
  /** Sender name shown on the phone. */
  sender: string;
}

export type SmsDriver = 'outbox' | 'http';

/**
 * Sends SMS. Implementations record every message in sms_outbox; `send` resolves false when the
 * message could not be handed over (the caller decides whether that changes its answer).
 */
export interface SmsGateway {
  readonly driver: SmsDriver;
  send(message: SmsMessage): Promise<boolean>;
}
