import type { CallInfo } from '#shared/contract/call-info.ts';
import type { CallRequest } from '#shared/contract/call-types.ts';
import { networkFailure, type ApiAnswer, type CallOptions } from './api-answer.ts';
import type { FromCallWorker, ToCallWorker } from './call-worker-protocol.ts';

/** What the page needs of a `Worker` (a test passes one end of a MessageChannel). */
export interface CallWorkerHandle {
  postMessage(message: ToCallWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromCallWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * The page's side of the call worker (decision 0053): sends a call there and resolves with its
 * answer. Resolves `null` when the worker cannot take it (it failed to start), so the caller makes
 * the call on the page instead: a call is never both sent by the worker and made again here, since
 * only calls the worker never received (it never got ready, or was stopped first) answer `null`.
 */
export interface WorkerCalls {
  call<C extends CallInfo>(call: C, body: CallRequest<C>, options: CallOptions): Promise<ApiAnswer<C> | null>;
  /** Has the worker load every contract's schemas; false when there is no worker to do it. */
  preload(): boolean;
}

/** How long the worker may take to load before the page makes its calls itself. */
const readyTimeoutMs = 10_000;

interface Pending {
  call: CallInfo;
  resolve: (answer: ApiAnswer<CallInfo> | null) => void;
  reject: (error: Error) => void;
}

export function workerCalls(start: () => CallWorkerHandle): WorkerCalls {
  let worker: CallWorkerHandle | null = null;
  let state: 'unstarted' | 'starting' | 'ready' | 'broken' = 'unstarted';
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  /**
   * Stops the worker for good. Calls it never received (it was not ready) are made on the page;
   * calls it may have sent answer as a network failure of their group, as a lost connection would.
   */
  const breakDown = () => {
    const received = state === 'ready';
    state = 'broken';
    clearTimeout(readyTimer);
    worker?.terminate();
    worker = null;
    for (const [id, entry] of pending) {
      pending.delete(id);
      entry.resolve(received ? networkFailure(entry.call.networkFailure) : null);
    }
  };

  const onMessage = (event: MessageEvent<FromCallWorker>) => {
    const message = event.data;
    if (message.kind === 'ready') {
      state = 'ready';
      clearTimeout(readyTimer);
      return;
    }
    const entry = pending.get(message.id);
    pending.delete(message.id);
    if (message.kind === 'answer') entry?.resolve(message.answer);
    else entry?.reject(new Error(message.message));
  };

  const running = (): CallWorkerHandle | null => {
    if (worker || state === 'broken') return worker;
    try {
      worker = start();
    } catch {
      // A browser that refuses module workers (or a policy that forbids them): calls stay on the page.
      state = 'broken';
      return null;
    }
    state = 'starting';
    worker.addEventListener('message', onMessage);
    // An error event means the worker's script did not load or threw outside a call's handling.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      breakDown();
    });
    readyTimer = setTimeout(() => {
      if (state === 'starting') breakDown();
    }, readyTimeoutMs);
    return worker;
  };

  return {
    call(call, body, options) {
      const target = running();
      if (!target) return Promise.resolve(null);
      if (options.signal?.aborted) return Promise.reject(options.signal.reason);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          pending.delete(id);
          worker?.postMessage({ kind: 'abort', id });
          reject(options.signal?.reason);
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, {
          call,
          resolve: (answer) => {
            options.signal?.removeEventListener('abort', onAbort);
            resolve(answer as ApiAnswer<typeof call> | null);
          },
          reject: (error) => {
            options.signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        // Only the light reference's plain fields cross: it may be a module namespace's object.
        const info: CallInfo = { path: call.path, access: call.access, networkFailure: call.networkFailure };
        try {
          target.postMessage({ kind: 'call', id, call: info, body, timeoutMs: options.timeoutMs });
        } catch {
          // A body the browser cannot copy to the worker was not sent: the page makes the call.
          pending.delete(id);
          options.signal?.removeEventListener('abort', onAbort);
          resolve(null);
        }
      });
    },
    preload() {
      const target = running();
      target?.postMessage({ kind: 'preload' });
      return target !== null;
    },
  };
}
