import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newScriptNonce } from './content-security-policy.ts';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.split(' ').slice(1);
}

describe('contentSecurityPolicy', () => {
  it("runs scripts only with the page's nonce", () => {
    const nonce = newScriptNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(directive(contentSecurityPolicy(nonce), 'script-src')).toEqual([
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
    ]);
  });

  it("starts workers only from the site's own scripts (the call worker, decision 0053)", () => {
    expect(directive(contentSecurityPolicy('n'), 'worker-src')).toEqual(["'self'"]);
  });

  it('never hands out the same nonce twice, across the refills of its random pool', () => {
    // 256 nonces fill one 4 KiB pool: 1,000 cross three refills.
    const nonces = Array.from({ length: 1_000 }, () => newScriptNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it("frames the site, the live-chat vendor and exactly the brand's provider origins", () => {
    expect(directive(contentSecurityPolicy('n'), 'frame-src')).toEqual([
      "'self'",
      'https://secure.livechatinc.com',
    ]);
    const policy = contentSecurityPolicy('n', ['https://games.provider.example', 'http://127.0.0.1:8443']);
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://secure.livechatinc.com',
      'https://games.provider.example',
      'http://127.0.0.1:8443',
    ]);
    // Framing the site itself stays limited to the site, whatever the brand frames.
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});
