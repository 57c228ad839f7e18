import type { z } from 'zod';
import {
  accountNameField,
  accountNumberField,
  bankNameField,
} from '../../../shared/contract/payment-contract.ts';
import type { FieldProblem } from '../accounts/field-rules.ts';

export type BankFormField = 'bank_name' | 'account_name' | 'account_number';

/** The contract's field schema and the message key of its problem (spec §5 "not shown": the contract's). */
const rules: Record<BankFormField, { schema: z.ZodType; key: string }> = {
  bank_name: { schema: bankNameField, key: 'invalidBankName' },
  account_name: { schema: accountNameField, key: 'invalidAccountName' },
  account_number: { schema: accountNumberField, key: 'invalidAccountNumber' },
};

/** Message keys a bank field's problem can have; each has a text in the `validation` group. */
const bankProblemKeys = [
  'required',
  'invalidCharacters',
  'hiddenCharacters',
  ...Object.values(rules).map((rule) => rule.key),
];

/**
 * A bank field checked with the contract's own schema, so the page refuses exactly what bank_add
 * would, with the contract's message key (invalidBankName …, invalidCharacters).
 */
export function bankFieldProblem(field: BankFormField, value: string): FieldProblem | null {
  if (value.trim() === '') return { key: 'required' };
  const result = rules[field].schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return { key: key && bankProblemKeys.includes(key) ? key : rules[field].key };
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
