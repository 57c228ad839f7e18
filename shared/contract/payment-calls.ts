import { callInfo } from './call-info.ts';

// The payment calls without their schemas, for the web client (decision 0039); payment-contract.ts adds the schemas.

/** At most this many bank details per player. */
export const maxBankAccounts = 5;

export const historyTypes = ['deposit', 'withdrawal', 'claim', 'adjustment'] as const;
export const historyPageSize = 10;

export const bankAddCall = callInfo({
  path: '/api/wallet/bank_add',
  access: 'player',
  networkFailure: 'player',
});

export const bankListCall = callInfo({
  path: '/api/wallet/bank_list',
  access: 'player',
  networkFailure: 'player',
});

export const withdrawCall = callInfo({
  path: '/api/wallet/withdraw',
  access: 'player',
  networkFailure: 'player',
});

export const depositCall = callInfo({
  path: '/api/wallet/deposit',
  access: 'player',
  networkFailure: 'player',
});

export const depositStatusCall = callInfo({
  path: '/api/wallet/deposit_status',
  access: 'player',
  networkFailure: 'player',
});

export const transactionHistoryCall = callInfo({
  path: '/api/wallet/transaction_history',
  access: 'player',
  networkFailure: 'player',
});

export const statementCall = callInfo({
  path: '/api/wallet/statement',
  access: 'player',
  networkFailure: 'player',
});

export const paymentMethodsCall = callInfo({
  path: '/api/wallet/payment_methods',
  access: 'player',
  networkFailure: 'player',
});
