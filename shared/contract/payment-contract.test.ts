import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type languageCodes } from '#shared/i18n/languages.ts';
import { localeFileUrl } from '#shared/i18n/message-groups.ts';
import { inboxErrorKeys } from './inbox-contract.ts';
import { minigameErrorKeys } from './minigame-contract.ts';
import { missionErrorKeys } from './mission-contract.ts';
import { accountNameField, amountField, paymentErrorKeys } from './payment-contract.ts';

const publicDir = new URL('../../public', import.meta.url);
const errorsOf = (code: (typeof languageCodes)[number]) =>
  JSON.parse(
    readFileSync(new URL(`.${localeFileUrl(code, 'errors')}`, `${publicDir.href}/`), 'utf8'),
  ) as Record<string, string>;

describe('payment and inbox contracts', () => {
  it('have a text for every message key in each translated language', () => {
    for (const code of ['EN', 'PHP', 'CN', 'ESP', 'RUS'] as const) {
      const errors = errorsOf(code);
      for (const key of [...paymentErrorKeys, ...inboxErrorKeys, ...missionErrorKeys, ...minigameErrorKeys])
        expect(errors[key], `${code} ${key}`).toMatch(/\S/);
    }
  });

  it('take amounts only as plain decimal text', () => {
    for (const good of ['10', '10.5', '0.01', '50000.00'])
      expect(amountField.safeParse(good).success, good).toBe(true);
    for (const bad of ['', '-1', '1e5', '01', '1.', '.5', ' 1', 10, '1,000'])
      expect(amountField.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('take account names of letters and single spaces in any script', () => {
    for (const good of ['Maria Santos', '王伟', 'Lucía García', '  Ivan Petrov  '])
      expect(accountNameField.safeParse(good).success, good).toBe(true);
    for (const bad of ['M', 'Maria  Santos', 'Maria2', "O'Brien", 'a'.repeat(81)])
      expect(accountNameField.safeParse(bad).success, bad).toBe(false);
  });
});
