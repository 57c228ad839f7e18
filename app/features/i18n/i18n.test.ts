import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';

const resources = {
  EN: { ui: { deposit: 'Deposit' }, errors: {}, gm: { slots: 'Slots' } },
  CN: { ui: { deposit: '存款' }, errors: {}, gm: {} },
  MMK: { ui: {}, errors: {}, gm: {} },
};

describe('a missing translation', () => {
  afterEach(() => vi.restoreAllMocks());

  function spyErrors() {
    return vi.spyOn(console, 'error').mockImplementation(() => undefined);
  }

  it('is reported as an error, naming the group, key and language', () => {
    const errors = spyErrors();
    const i18n = createI18n('CN', resources);
    i18n.t('pageAboutDefault');
    expect(errors).toHaveBeenCalledWith('Missing translation: ui:pageAboutDefault (CN)');
  });

  it('is not reported when the page language or EN has the text', () => {
    const errors = spyErrors();
    expect(createI18n('CN', resources).t('deposit')).toBe('存款');
    // MMK has empty message sets (spec §9): EN stands in, which is not a missing key.
    expect(createI18n('MMK', resources).t('slots', { ns: 'gm' })).toBe('Slots');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is not reported for a group still loading, nor for a call that names its own default', () => {
    const errors = spyErrors();
    const i18n = createI18n('EN', resources);
    i18n.t('passwordSaved', { ns: 'messages' });
    expect(i18n.t('keno', { ns: 'gm', defaultValue: 'keno' })).toBe('keno');
    expect(errors).not.toHaveBeenCalled();
  });
});
