import type { z } from 'zod';
import { accountNameField, accountNumberField, bankNameField } from '#shared/contract/payment-contract.ts';
import { contractProblem, type FieldProblem } from '#app/features/forms/field-rules.ts';

export type BankFormField = 'bank_name' | 'account_name' | 'account_number';

/** The contract's field schema and the message key of its problem (spec §5 "not shown": the contract's). */
const rules: Record<BankFormField, { schema: z.ZodType; key: string }> = {
  bank_name: { schema: bankNameField, key: 'invalidBankName' },
  account_name: { schema: accountNameField, key: 'invalidAccountName' },
  account_number: { schema: accountNumberField, key: 'invalidAccountNumber' },
};

/**
 * A bank field checked with the contract's own schema, so the page refuses exactly what bank_add
 * would, with the contract's message key (invalidBankName …, invalidCharacters, hiddenCharacters).
 */
export function bankFieldProblem(field: BankFormField, value: string): FieldProblem | null {
  if (value.trim() === '') return { key: 'required' };
  return contractProblem(rules[field].schema, value, { key: rules[field].key });
}

export function checkBankForm(values: Record<BankFormField, string>) {
  return {
    bank_name: bankFieldProblem('bank_name', values.bank_name),
    account_name: bankFieldProblem('account_name', values.account_name),
    account_number: bankFieldProblem('account_number', values.account_number),
  };
}

/** Single spaces between words, none around: what the server keeps. */
export function normalisedText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
