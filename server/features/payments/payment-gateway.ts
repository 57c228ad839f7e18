import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DepositMethod } from '#shared/money/wallet-kinds.ts';

/**
 * A way to pay in. `start` answers where the player pays (a hosted page) or null when the money
 * arrives by other means (a bank transfer an operator approves).
 */
export interface PaymentGateway {
  method: DepositMethod;
  /**
   * Exists only in demo mode (its pages and callback are not registered otherwise), so its method
   * is neither offered nor accepted there (decision 0013).
   */
  demoOnly: boolean;
  start(reference: string): { payUrl: string | null };
}

/**
 * The demo gateway: a hosted "pay" page of this server (GET /payments/demo/pay/:reference) whose
 * Pay and Cancel buttons send the gateway's signed callback (POST /api/payments/demo/callback).
 * Works offline; the flow and the signature check are the ones a real gateway needs.
 */
const demoGateway: PaymentGateway = {
  method: 'demo',
  demoOnly: true,
  start: (reference) => ({ payUrl: `/payments/demo/pay/${reference}` }),
};

/** A manual bank transfer: pending until an operator approves it (ops CLI). */
const manualGateway: PaymentGateway = {
  method: 'manual',
  demoOnly: false,
  start: () => ({ payUrl: null }),
};

export const gateways: Readonly<Record<DepositMethod, PaymentGateway>> = {
  demo: demoGateway,
  manual: manualGateway,
};

/** Whether the server has the gateway of `method`: a demo-only one exists in demo mode only. */
export function gatewayAvailable(method: DepositMethod, demoMode: boolean): boolean {
  return demoMode || !gateways[method].demoOnly;
}

/** The callback's signature: lower-case hex HMAC-SHA256 of the exact body bytes. */
export function signDemoCallback(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Compares in constant time; false for anything that is not a well-formed signature. */
export function verifyDemoCallback(body: string, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signDemoCallback(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
