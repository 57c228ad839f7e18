import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callSchemaPreloads } from './vite-call-schema-preload.ts';

describe('callSchemaPreloads', () => {
  it('lists nothing for the contract index and the contract chunks', () => {
    const deps = ['assets/api-call-wt0K4dc4.js', 'assets/fields-LVLdu0DA.js'];
    expect(callSchemaPreloads('assets/call-contracts-DHiAkX6J.js', deps)).toEqual([]);
    expect(callSchemaPreloads('assets/payment-contract-B01LKghE.js', deps)).toEqual([]);
    expect(callSchemaPreloads('assets/bet-history-contract-x_1-Z.js', deps)).toEqual([]);
  });

  it("keeps every other chunk's list", () => {
    const deps = ['assets/toast-engine-CIPqsCGU.js', 'assets/modal-host-U8s_r8xV.js'];
    expect(callSchemaPreloads('assets/login-modals-RIlGadtw.js', deps)).toEqual(deps);
    expect(callSchemaPreloads('assets/contract-page-x1.js', deps)).toEqual(deps);
    expect(callSchemaPreloads('assets/api-transport-Cc1x2.js', deps)).toEqual(deps);
  });

  it('matches the modules the API client loads the schemas from', () => {
    // A rename would otherwise bring the preloads back without a word.
    const client = readFileSync(new URL('../app/features/api/api-client.ts', import.meta.url), 'utf8');
    expect(client).toContain("import('./call-contracts.ts')");
    const index = readFileSync(new URL('../app/features/api/call-contracts.ts', import.meta.url), 'utf8');
    const contracts = [...index.matchAll(/import\('#shared\/contract\/([\w-]+)\.ts'\)/g)].map(
      (match) => match[1],
    );
    expect(contracts.length).toBe(15);
    for (const name of contracts)
      expect(callSchemaPreloads(`assets/${name}-AbC12_x.js`, ['x.js'])).toEqual([]);
  });
});
