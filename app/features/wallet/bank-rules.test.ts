import { describe, expect, it } from 'vitest';
import { bankFieldProblem, checkBankForm, normalisedText } from './bank-rules.ts';

describe('bank form rules (the contract of bank_add)', () => {
  it('answers the contract message keys', () => {
    expect(bankFieldProblem('bank_name', '')).toEqual({ key: 'required' });
    expect(bankFieldProblem('bank_name', 'B')).toEqual({ key: 'invalidBankName' });
    expect(bankFieldProblem('bank_name', 'BDO Unibank')).toBeNull();
    expect(bankFieldProblem('account_name', 'Maria 2')).toEqual({ key: 'invalidAccountName' });
    expect(bankFieldProblem('account_name', 'Maria Santos')).toBeNull();
    expect(bankFieldProblem('account_name', '王伟')).toBeNull();
    expect(bankFieldProblem('account_number', '12345')).toEqual({ key: 'invalidAccountNumber' });
    expect(bankFieldProblem('account_number', '001234567890')).toBeNull();
    expect(bankFieldProblem('bank_name', 'Bank\u0000Name')).toEqual({ key: 'hiddenCharacters' });
  });

  it('checks a whole form and normalises spaces as the server keeps them', () => {
    expect(checkBankForm({ bank_name: 'BPI', account_name: 'Ana Cruz', account_number: '123456' })).toEqual({
      bank_name: null,
      account_name: null,
      account_number: null,
    });
    expect(normalisedText('  Maria   Santos ')).toBe('Maria Santos');
  });
});
