import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceCall as lightBalanceCall } from '#shared/contract/wallet-calls.ts';
import { networkFailure } from './api-answer.ts';
import { balanceAnswer as balance } from './balance-answer-fixture.ts';
import type { FromCallWorker, ToCallWorker } from './call-worker-protocol.ts';
import { serveCalls, type CallWorkerScope } from './serve-calls.ts';
import { workerCalls, type CallWorkerHandle } from './worker-calls.ts';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

const openPorts: MessagePort[] = [];

afterEach(() => {
  for (const port of openPorts.splice(0)) port.close();
  vi.useRealTimers();
});

/** A worker in this process: the page's end and the worker's end of one MessageChannel. */
function workerServing(fetch: typeof globalThis.fetch) {
  const channel = new MessageChannel();
  openPorts.push(channel.port1, channel.port2);
  const scope: CallWorkerScope = {
    postMessage: (message) => channel.port2.postMessage(message),
    addEventListener: (type, listener) => channel.port2.addEventListener(type, listener as EventListener),
  };
  const received: ToCallWorker[] = [];
  channel.port2.addEventListener('message', (event) =>
    received.push((event as MessageEvent<ToCallWorker>).data),
  );
  channel.port2.start();
  const start = vi.fn((): CallWorkerHandle => {
    serveCalls(scope, fetch);
    return {
      postMessage: (message) => channel.port1.postMessage(message),
      addEventListener: (type: string, listener: (event: never) => void) =>
        channel.port1.addEventListener(type, listener as EventListener),
      terminate: () => channel.port1.close(),
    };
  });
  channel.port1.start();
  return { start, received };
}

/** A worker whose script never runs: it only ever sends the events a test dispatches. */
function silentWorker() {
  const events = new EventTarget();
  const posted: ToCallWorker[] = [];
  const terminate = vi.fn();
  const handle: CallWorkerHandle = {
    postMessage: (message) => posted.push(message),
    addEventListener: (type: string, listener: (event: never) => void) =>
      events.addEventListener(type, listener as EventListener),
    terminate,
  };
  const send = (message: FromCallWorker) =>
    events.dispatchEvent(new MessageEvent('message', { data: message }));
  const fail = () => events.dispatchEvent(new Event('error', { cancelable: true }));
  return { start: vi.fn(() => handle), posted, terminate, send, fail };
}

describe('calls made in the call worker (decision 0053)', () => {
  it("validates the body with the full call's schema there, sends it and answers with the parsed answer", async () => {
    const fetch = vi.fn(async () => jsonResponse({ ...balance, extra: 'dropped' }));
    const { start } = workerServing(fetch);
    const calls = workerCalls(start);
    const answer = await calls.call(lightBalanceCall, { account_id: 'Alice', auth: 'token' }, {});
    expect(answer).toEqual(balance);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(lightBalanceCall.path);
    // The account id schema lower-cases: the worker ran the contract's schema.
    expect(JSON.parse(String(init.body))).toEqual({ account_id: 'alice', auth: 'token' });
    // One worker for every call.
    await calls.call(lightBalanceCall, { account_id: 'bob', auth: 'token' }, {});
    expect(start).toHaveBeenCalledOnce();
  });

  it('answers a request that breaks the contract with invalidRequest, and sends nothing', async () => {
    const fetch = vi.fn();
    const calls = workerCalls(workerServing(fetch).start);
    expect(await calls.call(lightBalanceCall, { account_id: 'no', auth: 'token' }, {})).toMatchObject({
      statusCode: 0,
      message: 'invalidRequest',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects with the caller's reason when aborted, and the worker's fetch is aborted too", async () => {
    let fetchSignal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          fetchSignal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const calls = workerCalls(workerServing(fetch as unknown as typeof globalThis.fetch).start);
    const controller = new AbortController();
    const answer = calls.call(
      lightBalanceCall,
      { account_id: 'alice', auth: 'token' },
      { signal: controller.signal },
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const reason = new Error('left the page');
    controller.abort(reason);
    await expect(answer).rejects.toBe(reason);
    await vi.waitFor(() => expect(fetchSignal?.aborted).toBe(true));
  });

  it('throws to the caller what the call threw in the worker', async () => {
    const worker = silentWorker();
    const calls = workerCalls(worker.start);
    const waiting = calls.call(lightBalanceCall, { account_id: 'alice', auth: 'token' }, {});
    worker.send({ kind: 'ready' });
    worker.send({ kind: 'thrown', id: 1, message: 'TypeError: Do not know how to serialize a BigInt' });
    await expect(waiting).rejects.toThrow('Do not know how to serialize a BigInt');
  });

  it('hands back, unsent, the calls of a worker that failed to start, and starts no other', async () => {
    const worker = silentWorker();
    const calls = workerCalls(worker.start);
    const first = calls.call(lightBalanceCall, { account_id: 'alice', auth: 'token' }, {});
    worker.fail();
    expect(await first).toBeNull();
    expect(worker.terminate).toHaveBeenCalledOnce();
    expect(await calls.call(lightBalanceCall, { account_id: 'alice', auth: 'token' }, {})).toBeNull();
    expect(calls.preload()).toBe(false);
    expect(worker.start).toHaveBeenCalledOnce();
  });

  it('stops a worker that is not ready in 10 s and hands its calls back', async () => {
    vi.useFakeTimers();
    const worker = silentWorker();
    const calls = workerCalls(worker.start);
    const waiting = calls.call(lightBalanceCall, { account_id: 'alice', auth: 'token' }, {});
    await vi.advanceTimersByTimeAsync(9_999);
    expect(worker.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.terminate).toHaveBeenCalledOnce();
    expect(await waiting).toBeNull();
  });

  it('answers the calls a ready worker had in hand when it broke as network failures, never resent', async () => {
    const worker = silentWorker();
    const calls = workerCalls(worker.start);
    const waiting = calls.call(lightBalanceCall, { account_id: 'alice', auth: 'token' }, {});
    worker.send({ kind: 'ready' });
    worker.fail();
    expect(await waiting).toEqual(networkFailure(lightBalanceCall.networkFailure));
    expect(worker.posted.filter((message) => message.kind === 'call')).toHaveLength(1);
  });

  it('makes every call on the page when the browser refuses to start the worker', async () => {
    const calls = workerCalls(() => {
      throw new Error('SecurityError');
    });
    expect(await calls.call(lightBalanceCall, { account_id: 'alice', auth: 'token' }, {})).toBeNull();
    expect(calls.preload()).toBe(false);
  });

  it('has the worker load every contract when asked to preload', () => {
    const worker = silentWorker();
    const calls = workerCalls(worker.start);
    expect(calls.preload()).toBe(true);
    expect(worker.posted).toEqual([{ kind: 'preload' }]);
  });
});
