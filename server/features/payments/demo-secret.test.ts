import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { serverSecrets } from '#server/db/schema.ts';
import { createTestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { demoCallbackPath, demoSignatureHeader } from './demo-gateway-routes.ts';
import { demoPaymentSecret, demoSecretName } from './demo-secret.ts';
import { signDemoCallback } from './payment-gateway.ts';

// PGlite (in memory and on disk) and a fresh PostgreSQL database per handle take a few seconds.
const slow = 60_000;

/** A server of the demo gateway on `db`, as main.ts builds it (no PAYMENT_DEMO_SECRET). */
async function serverOn(handle: DatabaseHandle, env: Record<string, string> = {}) {
  const { app } = await createTestApp({ database: handle, env });
  return app;
}

/**
 * Whether `app` accepts the signature of `secret`: a well-signed callback for an unknown reference
 * passes the signature check and answers notFound; a badly signed one answers 401.
 */
async function accepts(app: Awaited<ReturnType<typeof serverOn>>, secret: string): Promise<boolean> {
  const payload = JSON.stringify({ reference: 'DEP-00000000000000AB', status: 'paid' });
  const answer = await app.inject({
    method: 'POST',
    url: demoCallbackPath,
    headers: { 'content-type': 'application/json', [demoSignatureHeader]: signDemoCallback(payload, secret) },
    payload,
  });
  if (answer.statusCode === 401) return false;
  expect(answer.json()).toEqual({ statusCode: 0, message: 'notFound' });
  return true;
}

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
}, slow);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('the generated demo payment secret', () => {
  it('is 32 random bytes, generated once per database and shared by every server copy on it', async () => {
    const [appA, appB] = await Promise.all([serverOn(first), serverOn(first)]);
    try {
      const rows = await first.db.select().from(serverSecrets);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toBe(demoSecretName);
      expect(Buffer.from(rows[0]!.value, 'base64url')).toHaveLength(32);
      // Racing readers agree with the stored row.
      const read = await Promise.all(Array.from({ length: 5 }, () => demoPaymentSecret(first.db)));
      expect(new Set(read)).toEqual(new Set([rows[0]!.value]));
      expect(await accepts(appA, rows[0]!.value)).toBe(true);
      expect(await accepts(appB, rows[0]!.value)).toBe(true);
    } finally {
      await Promise.all([appA.close(), appB.close()]);
    }
    // A restart on the same database keeps it.
    const restarted = await serverOn(first);
    try {
      expect(await accepts(restarted, await demoPaymentSecret(first.db))).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('differs between two databases: one signature is no good on the other', async () => {
    const app = await serverOn(second);
    try {
      const mine = await demoPaymentSecret(second.db);
      const theirs = await demoPaymentSecret(first.db);
      expect(mine).not.toBe(theirs);
      expect(await accepts(app, theirs)).toBe(false);
      expect(await accepts(app, mine)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses a callback signed with the key that used to be the default in the source', async () => {
    const app = await serverOn(first);
    try {
      expect(await accepts(app, 'marquee-dev-payment-demo-secret')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('gives way to PAYMENT_DEMO_SECRET, which is used as given', async () => {
    const configured = 'c'.repeat(40);
    const app = await serverOn(second, { PAYMENT_DEMO_SECRET: configured });
    try {
      expect(await accepts(app, configured)).toBe(true);
      expect(await accepts(app, await demoPaymentSecret(second.db))).toBe(false);
    } finally {
      await app.close();
    }
  });

  it(
    'is not generated at all while demo mode is off',
    async () => {
      const handle = await openTestDatabase();
      try {
        const app = await serverOn(handle, { DEMO_MODE: 'false' });
        await app.close();
        expect(await handle.db.select().from(serverSecrets)).toEqual([]);
      } finally {
        await handle.close();
      }
    },
    slow,
  );
});

describe('the generated demo payment secret of an embedded data folder', () => {
  it(
    'survives closing and reopening the folder',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'marquee-demo-secret-'));
      try {
        const read = async () => {
          const handle = await openDatabase({ dataDir: dir });
          try {
            await handle.migrate();
            return await demoPaymentSecret(handle.db);
          } finally {
            await handle.close();
          }
        };
        const before = await read();
        expect(await read()).toBe(before);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    slow,
  );
});
