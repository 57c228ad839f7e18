import { callInfo } from './call-info.ts';

// The payment calls without their schemas, for the web client (decision 0039); payment-contract.ts adds the schemas.

/** At most this many bank details per player. */
export const maxBankAccounts = 5;

export const historyTypes = ['deposit', 'withdrawal', 'claim', 'adjustment'] as const;
export const historyPageSize = 10;

export const bankAddCall = callInfo({
  path: '/api/wallet/bank_add',
  summary: `Adds bank details to withdraw to (at most ${maxBankAccounts}; the same bank and number twice is refused); answers the list`,
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const bankListCall = callInfo({
  path: '/api/wallet/bank_list',
  summary: "The player's bank details, oldest first",
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const withdrawCall = callInfo({
  path: '/api/wallet/withdraw',
  summary:
    'Asks for a withdrawal to bank details of the player: the amount is held at once (never more than the available cash) until an operator pays or rejects it; a retry with the same idempotency_key answers the same withdrawal',
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const depositCall = callInfo({
  path: '/api/wallet/deposit',
  summary:
    'Starts a deposit with a method of the brand: demo answers a pay_url where the player pays; manual stays pending until an operator approves the bank transfer. A retry with the same idempotency_key answers the same deposit',
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const depositStatusCall = callInfo({
  path: '/api/wallet/deposit_status',
  summary: "The state of one of the player's deposits",
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const transactionHistoryCall = callInfo({
  path: '/api/wallet/transaction_history',
  summary: `The player's deposits, withdrawals, claims and adjustments, newest first, ${historyPageSize} a page (page is 1-based; from inclusive, to exclusive)`,
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const statementCall = callInfo({
  path: '/api/wallet/statement',
  summary: `The ledger lines of the player's cash with the running balance, newest first, ${historyPageSize} a page`,
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});

export const paymentMethodsCall = callInfo({
  path: '/api/wallet/payment_methods',
  summary:
    "The brand's currency, its deposit methods with the smallest and largest amount of each, and the smallest and largest withdrawal (amounts in major units of the currency)",
  tag: 'wallet',
  access: 'player',
  networkFailure: 'player',
});
