import { describe, expect, it } from 'vitest';
import { dialogTextOf, outcomeOf } from './outcome.ts';

const known = new Set(['unknownDomain', 'disconnect', 'internalServerError', 'unknownError']);
const hasKey = (key: string) => known.has(key);

describe('outcomeOf (spec §8)', () => {
  it('status 1, message OK or an empty status is a success with nothing shown', () => {
    expect(outcomeOf({ statusCode: 1, message: 'OK' }, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf({ statusCode: 1, message: '' }, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf({ statusCode: 0, message: 'OK' }, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf({ message: 'anything' }, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf({ statusCode: null, message: 'x' }, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf({ statusCode: '', message: 'x' }, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf(undefined, hasKey)).toEqual({ kind: 'success' });
    expect(outcomeOf(null, hasKey)).toEqual({ kind: 'success' });
  });

  it.each(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'])(
    '%s starts the session-expired flow',
    (message) => {
      expect(outcomeOf({ statusCode: 0, message }, hasKey)).toEqual({ kind: 'sessionExpired' });
      expect(outcomeOf({ statusCode: -1, message }, hasKey)).toEqual({ kind: 'sessionExpired' });
    },
  );

  it('matches the session messages exactly', () => {
    expect(outcomeOf({ statusCode: 0, message: 'block' }, hasKey).kind).toBe('error');
    expect(outcomeOf({ statusCode: 0, message: 'session expired' }, hasKey).kind).toBe('error');
  });

  it('serviceUnavailable is only logged', () => {
    expect(outcomeOf({ statusCode: -503, message: 'serviceUnavailable' }, hasKey)).toEqual({
      kind: 'logOnly',
      message: 'serviceUnavailable',
    });
  });

  it('any other error opens the error dialog', () => {
    expect(outcomeOf({ statusCode: 0, message: 'unknownDomain' }, hasKey)).toEqual({
      kind: 'error',
      text: { key: 'unknownDomain' },
    });
    expect(outcomeOf({ statusCode: -500, message: 'internalServerError' }, hasKey)).toEqual({
      kind: 'error',
      text: { key: 'internalServerError' },
    });
    expect(
      outcomeOf({ statusCode: 0, statusMessage: 'disconnect', message: 'disconnect' } as never, hasKey),
    ).toEqual({
      kind: 'error',
      text: { key: 'disconnect' },
    });
  });
});

describe('dialogTextOf', () => {
  it('translates a message of letters only', () => {
    expect(dialogTextOf('unknownDomain', hasKey)).toEqual({ key: 'unknownDomain' });
  });

  it('shows any other message as it is', () => {
    expect(dialogTextOf('Deposit limit reached: 500', hasKey)).toEqual({ raw: 'Deposit limit reached: 500' });
    expect(dialogTextOf('error_42', hasKey)).toEqual({ raw: 'error_42' });
    expect(dialogTextOf('Two words', hasKey)).toEqual({ raw: 'Two words' });
    expect(dialogTextOf('余额不足', hasKey)).toEqual({ raw: '余额不足' });
  });

  it('falls back to unknownError without a message or for a key without a text', () => {
    expect(dialogTextOf('', hasKey)).toEqual({ key: 'unknownError' });
    expect(dialogTextOf('   ', hasKey)).toEqual({ key: 'unknownError' });
    expect(dialogTextOf(undefined, hasKey)).toEqual({ key: 'unknownError' });
    expect(dialogTextOf(42, hasKey)).toEqual({ key: 'unknownError' });
    expect(dialogTextOf('noSuchKey', hasKey)).toEqual({ key: 'unknownError' });
  });
});
