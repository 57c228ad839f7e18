import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callSchemaPreloads } from './vite-call-schema-preload.ts';

describe('callSchemaPreloads', () => {
  it('lists nothing for the call schemas chunk', () => {
    expect(callSchemaPreloads('assets/all-calls-DHiAkX6J.js', ['assets/api-call-wt0K4dc4.js'])).toEqual([]);
  });

  it("keeps every other chunk's list", () => {
    const deps = ['assets/toast-engine-CIPqsCGU.js', 'assets/modal-host-U8s_r8xV.js'];
    expect(callSchemaPreloads('assets/login-modals-RIlGadtw.js', deps)).toEqual(deps);
    expect(callSchemaPreloads('assets/not-all-calls-page-x1.js', deps)).toEqual(deps);
  });

  it('matches the module the API client loads the schemas from', () => {
    // A rename of all-calls.ts would otherwise bring the twenty preloads back without a word.
    const client = readFileSync(new URL('../app/features/api/api-client.ts', import.meta.url), 'utf8');
    expect(client).toContain("import('#shared/contract/all-calls.ts')");
  });
});
