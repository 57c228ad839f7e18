import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPassword } from '#server/db/seed/demo-players.ts';
import { installErrorHandler } from '#server/http/error-handler.ts';
import { createCallRegistry } from '#server/http/register-call.ts';
import { OutboxSmsGateway } from '#server/features/sms/outbox-sms-gateway.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { AccountService } from './account-service.ts';
import { loginBody, lucky } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { PasswordHasher } from './password-hasher.ts';
import { authenticateSession } from './player-auth.ts';
import { InProcessRateLimiter } from './rate-limiter.ts';
import { defaultSessionPolicy } from './session-policy.ts';
import { TacService } from './tac-service.ts';

// Each login runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

/**
 * The account routes over the seeded database, with a hashing queue of one slot and no waiting
 * room, so the second concurrent login finds it full.
 */
let t: TestApp;
let app: FastifyInstance;
const hasher = new PasswordHasher({ concurrency: 1, maxWaiting: 0 });
beforeAll(async () => {
  t = await createTestApp({ host: lucky.host });
  const clock = () => new Date();
  const accounts = new AccountService({
    db: t.handle.db,
    sms: new OutboxSmsGateway(t.handle.db, clock),
    tac: new TacService(t.handle.db, randomBytes(32)),
    limiter: new InProcessRateLimiter(),
    policy: defaultSessionPolicy,
    clock,
    hasher,
  });
  app = Fastify();
  installErrorHandler(app);
  const calls = createCallRegistry(app, {
    siteConfigs: t.services.siteConfigs,
    playerSession: (brand, credentials) =>
      authenticateSession(t.handle.db, credentials, brand.id, clock(), defaultSessionPolicy),
    validateResponses: true,
  });
  registerAccountRoutes(app, { accounts, clock, calls });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

function login(accountId: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { host: lucky.host, 'content-type': 'application/json' },
    payload: JSON.stringify(loginBody(lucky, accountId, demoPassword)),
  });
}

describe('password hashing queue', () => {
  it('answers at once 429 tooManyRequests with Retry-After 1 when the queue is full', async () => {
    const finished: string[] = [];
    const track = (name: string, promise: ReturnType<typeof login>) =>
      promise.then((res) => {
        finished.push(name);
        return res;
      });
    const first = track('first', login('demo1', '127.0.0.11'));
    // The second arrives while the first is hashing.
    await vi.waitFor(() => expect(hasher.load.running).toBe(1));
    const second = track('second', login('demo2', '127.0.0.12'));
    const [a, b] = await Promise.all([first, second]);
    expect(a.json()).toMatchObject({ statusCode: 1 });
    expect(b.statusCode).toBe(429);
    expect(b.json()).toEqual({ statusCode: 0, message: 'tooManyRequests' });
    expect(b.headers['retry-after']).toBe('1');
    // Refused without waiting for the running hash.
    expect(finished).toEqual(['second', 'first']);
    // Coming back when told works.
    const retry = await login('demo2', '127.0.0.12');
    expect(retry.json()).toMatchObject({ statusCode: 1 });
  });

  it('puts unknown accounts through the same queue (dummy verification)', async () => {
    const first = login('demo1', '127.0.0.13');
    await vi.waitFor(() => expect(hasher.load.running).toBe(1));
    const unknown = await login('nobody_here', '127.0.0.14');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.headers['retry-after']).toBe('1');
    expect((await first).json()).toMatchObject({ statusCode: 1 });
  });
});
