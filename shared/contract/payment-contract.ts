import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { isoInstant, playerText } from './fields.ts';
import { decimalText, integerText } from './wallet-contract.ts';
import { depositMethods } from '#shared/money/wallet-kinds.ts';
import * as light from './payment-calls.ts';
import { historyPageSize, historyTypes, maxBankAccounts } from './payment-calls.ts';

/**
 * The bank details and withdrawal calls (spec section 2: wallet, withdrawal, bank details). Player
 * calls carry account_id and auth; the brand is the host's. Amounts are exact decimal text in the
 * brand's currency, never floats.
 */

const playerCall = { account_id: accountIdField, auth: authField };

export const bankNameField = playerText(200)
  .trim()
  .min(2, { message: 'invalidBankName' })
  .max(60, { message: 'invalidBankName' });

/** Letters (any script) and single spaces between words. */
export const accountNameField = playerText(400)
  .trim()
  .min(2, { message: 'invalidAccountName' })
  .max(80, { message: 'invalidAccountName' })
  .regex(/^\p{L}+(?: \p{L}+)*$/u, { message: 'invalidAccountName' });

export const accountNumberField = z.string().regex(/^[0-9]{6,20}$/, { message: 'invalidAccountNumber' });

/** A positive amount as decimal text with at most 20 digits before the point ('100', '250.50'). */
export const amountField = z
  .string()
  .max(40)
  .regex(/^(?:0|[1-9][0-9]{0,19})(?:\.[0-9]{1,8})?$/, { message: 'invalidAmount' });

/** The client's key of one request: a retry with the same key does the operation once. */
const idempotencyKeyField = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalidRequest' });

const recordIdField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const paymentErrorKeys = [
  'hiddenCharacters',
  'invalidBankName',
  'invalidAccountName',
  'invalidAccountNumber',
  'invalidAmount',
  'tooManyBankAccounts',
  'bankAccountExists',
  'belowMinimum',
  'aboveMaximum',
  'insufficientBalance',
  'idempotencyConflict',
  'alreadyDecided',
  'methodUnavailable',
] as const;

const bankAccountSchema = z.object({
  bank_id: z.number().int().positive(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Only the last four digits are shown: '••••1234'. */
  account_number: z.string(),
  created_at: z.string(),
});
export type BankAccountItem = z.output<typeof bankAccountSchema>;

const bankListResponse = z.object({ ...success, value: z.array(bankAccountSchema) });

export const bankAddCall = defineCall({
  ...light.bankAddCall,
  summary: `Adds bank details to withdraw to (at most ${maxBankAccounts}; the same bank and number twice is refused); answers the list`,
  tag: 'wallet',
  request: z.object({
    ...playerCall,
    bank_name: bankNameField,
    account_name: accountNameField,
    account_number: accountNumberField,
  }),
  response: bankListResponse,
});

export const bankListCall = defineCall({
  ...light.bankListCall,
  summary: "The player's bank details, oldest first",
  tag: 'wallet',
  request: z.object(playerCall),
  response: bankListResponse,
});

const withdrawalStatuses = ['pending', 'paid', 'rejected'] as const;

const withdrawalSchema = z.object({
  withdrawal_id: z.number().int().positive(),
  bank_id: z.number().int().positive().nullable(),
  amount: decimalText,
  status: z.enum(withdrawalStatuses),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type WithdrawalItem = z.output<typeof withdrawalSchema>;

export const withdrawCall = defineCall({
  ...light.withdrawCall,
  summary:
    'Asks for a withdrawal to bank details of the player: the amount is held at once (never more than the available cash) until an operator pays or rejects it; a retry with the same idempotency_key answers the same withdrawal',
  tag: 'wallet',
  request: z.object({
    ...playerCall,
    bank_id: recordIdField,
    amount: amountField,
    idempotency_key: idempotencyKeyField,
  }),
  response: z.object({
    ...success,
    value: withdrawalSchema,
    currency: z.string(),
    game_balance: decimalText,
    game_token: integerText,
    minigame: z.object({ frozen_token: integerText, token_balance: integerText }),
  }),
});

const depositStatuses = ['pending', 'paid', 'rejected', 'cancelled'] as const;

/** A deposit's reference: DEP- and 16 hex digits. */
export const depositReferenceField = z.string().regex(/^DEP-[0-9A-F]{16}$/, { message: 'notFound' });

const depositSchema = z.object({
  reference: z.string(),
  method: z.enum(depositMethods),
  amount: decimalText,
  status: z.enum(depositStatuses),
  /** Where the player pays (demo gateway's hosted page); null for a manual bank transfer. */
  pay_url: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type DepositItem = z.output<typeof depositSchema>;

export const depositCall = defineCall({
  ...light.depositCall,
  summary:
    'Starts a deposit with a method of the brand: demo answers a pay_url where the player pays; manual stays pending until an operator approves the bank transfer. A retry with the same idempotency_key answers the same deposit',
  tag: 'wallet',
  request: z.object({
    ...playerCall,
    method: z.enum(depositMethods),
    amount: amountField,
    idempotency_key: idempotencyKeyField,
  }),
  response: z.object({ ...success, value: depositSchema }),
});

export const depositStatusCall = defineCall({
  ...light.depositStatusCall,
  summary: "The state of one of the player's deposits",
  tag: 'wallet',
  request: z.object({ ...playerCall, reference: depositReferenceField }),
  response: z.object({ ...success, value: depositSchema }),
});

const pageField = z.number().int().min(1).max(100_000);

export const historyItemSchema = z.object({
  type: z.enum(historyTypes),
  reference: z.string(),
  /** Cash as decimal text in the currency; tokens as a whole number (see unit). */
  amount: decimalText,
  unit: z.enum(['cash', 'game_token', 'minigame_token']),
  /** pending, paid, rejected, cancelled (deposits, withdrawals) or done (claims, adjustments). */
  status: z.string(),
  created_at: z.string(),
});

export const transactionHistoryCall = defineCall({
  ...light.transactionHistoryCall,
  summary: `The player's deposits, withdrawals, claims and adjustments, newest first, ${historyPageSize} a page (page is 1-based; from inclusive, to exclusive)`,
  tag: 'wallet',
  request: z.object({
    ...playerCall,
    type: z.enum(historyTypes).optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    page: pageField,
  }),
  response: z.object({ ...success, value: z.array(historyItemSchema), total: z.number().int().min(0) }),
});

const statementLineSchema = z.object({
  entry_id: z.number().int().positive(),
  kind: z.string(),
  reference: z.string(),
  amount: decimalText,
  /** The cash balance right after this line. */
  balance: decimalText,
  created_at: z.string(),
});

export const statementCall = defineCall({
  ...light.statementCall,
  summary: `The ledger lines of the player's cash with the running balance, newest first, ${historyPageSize} a page`,
  tag: 'wallet',
  request: z.object({ ...playerCall, page: pageField }),
  response: z.object({
    ...success,
    currency: z.string(),
    value: z.array(statementLineSchema),
    total: z.number().int().min(0),
  }),
});

const amountLimitsSchema = z.object({ min: decimalText, max: decimalText });

export const paymentMethodsCall = defineCall({
  ...light.paymentMethodsCall,
  summary:
    "The brand's currency, its deposit methods with the smallest and largest amount of each, and the smallest and largest withdrawal (amounts in major units of the currency)",
  tag: 'wallet',
  request: z.object(playerCall),
  response: z.object({
    ...success,
    currency: z.string(),
    deposit: z.array(z.object({ method: z.enum(depositMethods), ...amountLimitsSchema.shape })),
    withdrawal: amountLimitsSchema,
  }),
});
export type PaymentMethods = z.output<typeof paymentMethodsCall.response>;

export const paymentCalls = [
  paymentMethodsCall,
  bankAddCall,
  bankListCall,
  withdrawCall,
  depositCall,
  depositStatusCall,
  transactionHistoryCall,
  statementCall,
] as const;
