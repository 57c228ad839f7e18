import { describe, expect, it } from 'vitest';
import { checkEmail, checkUrl, dialogCheckMessageKeys } from './dialog-checks.ts';

describe("dialog checks (spec section 5): 'Invalid email address'", () => {
  it.each([
    'player@example.com',
    'juan.dela-cruz+vip@mail.example.ph',
    'a_b@sub.domain.co.uk',
    'X@Y.IO',
    `ab@${Array.from({ length: 4 }, () => 'b'.repeat(61)).join('.')}.com`,
  ])('%s is accepted', (email) => expect(checkEmail(email)).toBeNull());

  it.each([
    '',
    'player',
    'player@',
    '@example.com',
    'player@example',
    'player@@example.com',
    'player @example.com',
    ' player@example.com',
    'player@example.com ',
    'player@-example.com',
    'player@example..com',
    '.player@example.com',
    'player.@example.com',
    'pla..yer@example.com',
    'player@example.c',
    `${'a'.repeat(65)}@example.com`,
    // 255 characters: over the 254 an address may have.
    `abc@${Array.from({ length: 4 }, () => 'b'.repeat(61)).join('.')}.com`,
  ])('%j gives the message', (email) => expect(checkEmail(email)).toBe('Invalid email address'));
});

describe("dialog checks (spec section 5): 'Invalid URL'", () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'HTTPS://Partner.Example.PH/landing',
    'https://localhost:8080/',
  ])('%s is accepted', (url) => expect(checkUrl(url)).toBeNull());

  it.each([
    '',
    'example.com',
    'www.example.com',
    '/relative/path',
    'http:example.com',
    'http://',
    'https:// example.com',
    'https://exa mple.com',
    ' https://example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com/file',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('%j gives the message', (url) => expect(checkUrl(url)).toBe('Invalid URL'));
});

it('maps both messages to their errors-group keys', () => {
  expect(dialogCheckMessageKeys['Invalid email address']).toBe('invalidEmailAddress');
  expect(dialogCheckMessageKeys['Invalid URL']).toBe('invalidUrl');
});
