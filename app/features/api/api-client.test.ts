import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '#shared/contract/zod-without-eval.ts';
import { defineCall, success } from '#shared/contract/api-call.ts';
import { callInfo, type NetworkFailureGroup } from '#shared/contract/call-info.ts';
import { partnersCall, startupCall } from '#shared/contract/site-contract.ts';
import { balanceCall as lightBalanceCall } from '#shared/contract/wallet-calls.ts';
import { callApi } from './api-client.ts';
import { isApiSuccess, networkFailure } from './api-answer.ts';
import { balanceAnswer as balance } from './balance-answer-fixture.ts';

function callOf(group: NetworkFailureGroup) {
  return defineCall({
    path: `/api/test/${group}`,
    summary: 'test',
    tag: 'test',
    access: 'player',
    networkFailure: group,
    request: z.object({ account_id: z.string().min(1) }),
    response: z.object({ ...success, value: z.number() }),
  });
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('callApi', () => {
  it('POSTs the validated body as JSON to the call path and returns the parsed answer', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ statusCode: 1, message: 'OK', value: 7, extra: 'dropped' }),
    );
    const answer = await callApi(callOf('player'), { account_id: 'alice' }, { fetch });
    expect(answer).toEqual({ statusCode: 1, message: 'OK', value: 7 });
    expect(isApiSuccess(answer)).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/test/player');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ account_id: 'alice' });
  });

  it('never sends a request that breaks the contract', async () => {
    const fetch = vi.fn();
    const answer = await callApi(callOf('auth'), { account_id: '' }, { fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ statusCode: 0, message: 'invalidRequest' });
    expect(isApiSuccess(answer)).toBe(false);
    expect((answer as { errors: { path: string }[] }).errors[0]?.path).toBe('account_id');
  });

  it("returns the server's failure as it is, whatever the HTTP status", async () => {
    const fetch = vi.fn(async () => jsonResponse({ statusCode: 0, message: 'tooManyRequests' }, 429));
    expect(await callApi(partnersCall, { domain_name: 'example.com', external_id: 'x1' }, { fetch })).toEqual(
      {
        statusCode: 0,
        message: 'tooManyRequests',
      },
    );
  });

  it('treats a success that breaks the response contract as unknownError (and warns)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => jsonResponse({ statusCode: 1, message: 'OK', value: 'seven' }));
    expect(await callApi(callOf('player'), { account_id: 'a' }, { fetch })).toEqual({
      statusCode: 0,
      message: 'unknownError',
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  describe('through a light reference (decision 0039): the schemas are loaded by the path', () => {
    it('never sends a request that breaks the contract', async () => {
      const fetch = vi.fn();
      const answer = await callApi(lightBalanceCall, { account_id: 'no', auth: 'token' }, { fetch });
      expect(fetch).not.toHaveBeenCalled();
      expect(answer).toMatchObject({ statusCode: 0, message: 'invalidRequest' });
      expect((answer as { errors: { path: string }[] }).errors[0]?.path).toBe('account_id');
    });

    it('checks the answer against the full call: a contract-breaking success is unknownError', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const fetch = vi.fn(async () => jsonResponse({ statusCode: 1, message: 'OK', game_balance: 12 }));
      const answer = await callApi(lightBalanceCall, { account_id: 'alice', auth: 'token' }, { fetch });
      expect(fetch).toHaveBeenCalledOnce();
      expect(fetch.mock.calls[0]).toEqual([lightBalanceCall.path, expect.anything()]);
      expect(answer).toEqual({ statusCode: 0, message: 'unknownError' });
      expect(warn).toHaveBeenCalledOnce();
    });

    it("sends the body as the full call's request schema reads it and returns the answer", async () => {
      const fetch = vi.fn(async () => jsonResponse(balance));
      const answer = await callApi(lightBalanceCall, { account_id: 'Alice', auth: 'token' }, { fetch });
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      // The account id schema lower-cases: the body went through the schema, not around it.
      expect(JSON.parse(String(init.body))).toEqual({ account_id: 'alice', auth: 'token' });
      expect(answer).toEqual(balance);
    });

    it('a reference to no call of the contract is a network failure, sent nowhere', async () => {
      const fetch = vi.fn();
      const unknown = callInfo({
        path: '/api/test/none',
        access: 'site',
        networkFailure: 'siteinfo',
      });
      expect(await callApi(unknown, {} as never, { fetch })).toMatchObject(networkFailure('siteinfo'));
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('network failure (spec §8)', () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    it('auth calls: statusCode -500, internalServerError', async () => {
      expect(await callApi(callOf('auth'), { account_id: 'a' }, { fetch: offline })).toEqual({
        statusCode: -500,
        message: 'internalServerError',
      });
    });

    it('balance and favourites (player calls): statusCode -503, serviceUnavailable', async () => {
      expect(await callApi(callOf('player'), { account_id: 'a' }, { fetch: offline })).toEqual({
        statusCode: -503,
        message: 'serviceUnavailable',
      });
    });

    it("most settings calls: statusCode 0, statusMessage 'disconnect'", async () => {
      expect(await callApi(callOf('settings'), { account_id: 'a' }, { fetch: offline })).toEqual({
        statusCode: 0,
        statusMessage: 'disconnect',
        message: 'disconnect',
      });
    });

    it('site info, partners, SEO: statusCode -503, serviceUnavailable', async () => {
      expect(
        await callApi(partnersCall, { domain_name: 'example.com', external_id: 'x1' }, { fetch: offline }),
      ).toEqual({ statusCode: -503, message: 'serviceUnavailable' });
    });

    it('startup: -500, internalServerError, details set and maintenance off', async () => {
      expect(await callApi(startupCall, { domain_name: 'example.com' }, { fetch: offline })).toEqual({
        statusCode: -500,
        message: 'internalServerError',
        details: 'Failed to fetch',
        maintenance: { is_maintenance: false, start_date: null, end_date: null },
      });
    });

    it('an answer that is not JSON (a proxy error page) counts as a network failure', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const fetch = vi.fn(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
      expect(await callApi(callOf('auth'), { account_id: 'a' }, { fetch })).toEqual(networkFailure('auth'));
      const unreadable = vi.fn(async () => jsonResponse({ hello: 'world' }, 502));
      expect(await callApi(callOf('player'), { account_id: 'a' }, { fetch: unreadable })).toEqual(
        networkFailure('player'),
      );
      expect(warn).toHaveBeenCalledOnce();
    });

    it('a call that never answers times out into a network failure', async () => {
      vi.useFakeTimers();
      const hanging = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = callApi(callOf('settings'), { account_id: 'a' }, { fetch: hanging, timeoutMs: 5000 });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await pending).toEqual(networkFailure('settings'));
    });
  });

  it('rejects when the caller aborts: the caller no longer wants an answer', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = callApi(callOf('auth'), { account_id: 'a' }, { fetch, signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
