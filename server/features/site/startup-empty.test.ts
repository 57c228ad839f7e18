import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('answers unknownDomain when no brand holds the domain', async () => {
  const res = await t.post('/api/startup', { domain_name: 'localhost' });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ statusCode: 0, message: 'unknownDomain' });
});
