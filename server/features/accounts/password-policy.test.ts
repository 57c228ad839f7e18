import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyPassword } from './password-hash.ts';
import { commonPasswordCount, isCommonPassword, passwordProblem } from './password-policy.ts';

/** The classic top 100 of the most used passwords (10-million-password list), in order. */
const classicTop100 =
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
  abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
  pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
  asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme 2000 charlie robert thomas
  hockey ranger daniel starwars klaster 112233 george asshole computer michelle jessica pepper 1111 zxcvbn 555555
  11111111 131313 freedom 777777 pass fuck maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love
  ashley 6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix`.split(
    /\s+/,
  );

describe('common passwords', () => {
  it('ships at least 1000, starting with the classic top 100 in order', () => {
    expect(classicTop100).toHaveLength(100);
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines.slice(0, 100)).toEqual(classicTop100);
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) expect(line).toBe(line.toLowerCase());
  });

  it('refuses them whatever the case, and lets uncommon passwords through', () => {
    for (const password of classicTop100) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Password1', 'QWERTY123', 'iloveyou!', 'qwertyuiop', '1q2w3e4r5t', 'Michael2024'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['Marquee-demo-2026!', 'correct horse battery', 'vK8#pL2!qZ'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('names the problem of a new password: length 8 to 64 characters, then commonness', () => {
    expect(passwordProblem('1234567')).toBe('passwordTooShort');
    expect(passwordProblem('sunshine')).toBe('commonPassword');
    expect(passwordProblem('x'.repeat(64))).toBeNull();
    expect(passwordProblem('x'.repeat(65))).toBe('passwordTooLong');
    // Characters, not UTF-16 units: 8 emoji are 8 characters.
    expect(passwordProblem('🎰'.repeat(8))).toBeNull();
    expect(passwordProblem('🎰'.repeat(7))).toBe('passwordTooShort');
    expect(passwordProblem('        ')).toBeNull();
  });
});

describe('password hashes', () => {
  it('are scrypt N=2^17 r=8 p=1 with a random 16-byte salt, verified only by the password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('tr0ub4dor&3 horse'),
      hashPassword('tr0ub4dor&3 horse'),
    ]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toContain('tr0ub4dor');
    expect(parsePasswordHash(first)?.salt).toHaveLength(16);
    expect(await verifyPassword('tr0ub4dor&3 horse', first)).toBe(true);
    expect(await verifyPassword('tr0ub4dor&3 horsE', first)).toBe(false);
  });

  it('refuse stored strings that are not ours, or weaker', async () => {
    const good = await hashPassword('some password here');
    const weaker = good.replace('scrypt$131072$', 'scrypt$1024$');
    expect(await verifyPassword('some password here', weaker)).toBe(false);
    expect(await verifyPassword('some password here', 'some password here')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=65536,t=3,p=4$abc$def')).toBe(false);
  });
});
