import { describe, expect, it } from 'vitest';
import { allCalls } from '#shared/contract/all-calls.ts';
import { providerCalls } from '#shared/contract/provider-contract.ts';
import { fullCallOf, loadEveryContract } from './call-contracts.ts';

describe('the contract index', () => {
  it("finds every call the browser can make in its own contract, with that call's schemas", async () => {
    const webCalls = allCalls.filter((call) => call.access !== 'provider');
    expect(webCalls.length).toBe(allCalls.length - providerCalls.length);
    for (const call of webCalls) expect(await fullCallOf(call.path), call.path).toBe(call);
  });

  it('knows no provider callback and no unknown path', async () => {
    for (const call of providerCalls) expect(await fullCallOf(call.path)).toBeUndefined();
    expect(await fullCallOf('/api/no-such-call')).toBeUndefined();
  });

  it('loads the contracts one at a time, each after its own idle moment', async () => {
    let idleMoments = 0;
    await loadEveryContract(async () => {
      idleMoments += 1;
    });
    expect(idleMoments).toBe(15);
  });
});
