import type { CallInfo } from '#shared/contract/call-info.ts';
import type { CallRequest } from '#shared/contract/call-types.ts';
import { callApi, preloadCallSchemas } from './api-client.ts';
import type { FromCallWorker, ToCallWorker } from './call-worker-protocol.ts';

/** What the worker needs of its global scope (a test passes one end of a MessageChannel). */
export interface CallWorkerScope {
  postMessage(message: FromCallWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToCallWorker>) => void): void;
}

/**
 * The call worker's side (decision 0053): makes the page's calls with `callApi`, so zod and the
 * contracts are loaded, built and run here, off the thread that paints the page and answers taps.
 * `fetch` is for tests.
 */
export function serveCalls(scope: CallWorkerScope, fetch?: typeof globalThis.fetch): void {
  const inFlight = new Map<number, AbortController>();

  const answer = async (id: number, call: CallInfo, body: unknown, timeoutMs: number | undefined) => {
    const controller = new AbortController();
    inFlight.set(id, controller);
    let result;
    try {
      result = await callApi(call, body as CallRequest<CallInfo>, {
        signal: controller.signal,
        timeoutMs,
        fetch,
      });
    } catch (error) {
      // Aborted: the page has stopped waiting. Anything else is the caller's to see, as on the page.
      if (!controller.signal.aborted) scope.postMessage({ kind: 'thrown', id, message: String(error) });
      return;
    } finally {
      inFlight.delete(id);
    }
    try {
      scope.postMessage({ kind: 'answer', id, answer: result });
    } catch {
      // An answer the browser cannot copy back: the page cannot read it, as with a broken contract.
      scope.postMessage({ kind: 'answer', id, answer: { statusCode: 0, message: 'unknownError' } });
    }
  };

  scope.addEventListener('message', (event) => {
    const message = event.data;
    switch (message.kind) {
      case 'call':
        void answer(message.id, message.call, message.body, message.timeoutMs);
        return;
      case 'abort':
        inFlight.get(message.id)?.abort();
        return;
      case 'preload':
        // Nothing here paints or answers taps: the contracts load one after another at once.
        void preloadCallSchemas(() => Promise.resolve()).catch(() => undefined);
        return;
    }
  });
  scope.postMessage({ kind: 'ready' });
}
