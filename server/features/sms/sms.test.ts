import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '#server/db/schema.ts';
import { lucky, signupBody } from '#server/test-support/demo-accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-database.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { HttpSmsGateway, maskCodes } from './http-sms-gateway.ts';
import { OutboxSmsGateway } from './outbox-sms-gateway.ts';
import { verificationCodeText } from './sms-texts.ts';

// Each login or signup runs scrypt at full cost (~0.4 s, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A stand-in SMS provider: records what it is sent and answers with the status the test sets. */
async function fakeProvider() {
  const received: Received[] = [];
  let status = 202;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(data) as unknown,
      });
      response.statusCode = status;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    answerWith(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('verification code texts', () => {
  it('are translated for the brand default language, English otherwise', () => {
    expect(verificationCodeText('EN', 'Lucky Casino', '123456', 5)).toBe(
      'Your Lucky Casino code is 123456. It expires in 5 minutes.',
    );
    expect(verificationCodeText('CN', 'Jade Slots', '123456', 5)).toBe(
      '您的Jade Slots验证码是123456，5分钟内有效。',
    );
    expect(verificationCodeText('ESP', 'GoalLine', '123456', 5)).toContain('Caduca en 5 minutos');
    expect(verificationCodeText('RUS', 'X', '123456', 5)).toContain('123456');
    expect(verificationCodeText('PHP', 'X', '123456', 5)).toContain('minuto');
    expect(verificationCodeText('MMK', 'X', '123456', 5)).toBe(verificationCodeText('EN', 'X', '123456', 5));
  });
});

describe('gateways', () => {
  let handle: DatabaseHandle;
  let brandId: number;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDemo(handle.db);
    brandId = (await handle.db.query.brands.findFirst())!.id;
    provider = await fakeProvider();
  });
  afterAll(async () => {
    await provider.close();
    await handle.close();
  });

  const message = (accountId: string) => ({
    brandId,
    accountId,
    to: '+639170001111',
    text: 'Your Lucky Casino code is 654321. It expires in 5 minutes.',
    sender: 'Lucky',
  });

  it('outbox: stores the message as sent', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(await new OutboxSmsGateway(handle.db, () => at).send(message('outbox_1'))).toBe(true);
    const rows = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.accountId, 'outbox_1'));
    expect(rows).toMatchObject([
      { phone: '+639170001111', body: message('x').text, driver: 'outbox', status: 'sent', createdAt: at },
    ]);
  });

  it('http: POSTs {to, text, sender} with the bearer token and records the attempt, code masked', async () => {
    const gateway = new HttpSmsGateway(handle.db, { url: provider.url, token: 'secret-token' });
    expect(await gateway.send(message('http_1'))).toBe(true);
    expect(provider.received.at(-1)).toEqual({
      authorization: 'Bearer secret-token',
      contentType: 'application/json',
      body: { to: '+639170001111', text: message('x').text, sender: 'Lucky' },
    });
    const [row] = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.accountId, 'http_1'));
    expect(row).toMatchObject({ driver: 'http', status: 'sent', body: maskCodes(message('x').text) });
    expect(row!.body).not.toContain('654321');
  });

  it('http: records a refused or unreachable send as failed', async () => {
    provider.answerWith(500);
    const gateway = new HttpSmsGateway(handle.db, { url: provider.url });
    expect(await gateway.send(message('http_2'))).toBe(false);
    provider.answerWith(202);
    const unreachable = new HttpSmsGateway(handle.db, { url: 'http://127.0.0.1:9/sms', timeoutMs: 2000 });
    expect(await unreachable.send(message('http_2'))).toBe(false);
    const rows = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.accountId, 'http_2'));
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
  });
});

describe('SMS_DRIVER=http in the app', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    provider = await fakeProvider();
    t = await createTestApp({
      host: lucky.host,
      env: { SMS_DRIVER: 'http', SMS_HTTP_URL: provider.url, SMS_HTTP_TOKEN: 'tok' },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('texts the signup code through the provider; the outbox keeps a masked record', async () => {
    const res = await t.post(
      '/api/auth/signup',
      signupBody(lucky, { account_id: 'via_http', contact_phone: '+639170002222' }),
    );
    expect(res.json.statusCode).toBe(1);
    const sent = provider.received.at(-1)!.body as { to: string; text: string; sender: string };
    expect(sent.to).toBe('+639170002222');
    expect(sent.sender).toBe('Lucky Casino');
    const code = /\b(\d{6})\b/.exec(sent.text)![1]!;
    expect(await t.latestCode('via_http')).toBeUndefined();
    const verify = await t.post('/api/auth/tac/verify', {
      domain_name: lucky.domain_name,
      external_id: lucky.external_id,
      account_id: 'via_http',
      tac: code,
    });
    expect(verify.json.statusCode).toBe(1);
  });
});
