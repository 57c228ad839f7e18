import type { CallInfo } from '#shared/contract/call-info.ts';
import type { ApiAnswer } from './api-answer.ts';

// The messages between the page and the call worker (decision 0053).

/** Page to worker: make a call, stop waiting for one, or load every contract's schemas. */
export type ToCallWorker =
  | { kind: 'call'; id: number; call: CallInfo; body: unknown; timeoutMs: number | undefined }
  | { kind: 'abort'; id: number }
  | { kind: 'preload' };

/**
 * Worker to page: its script has loaded and it takes calls; a call's answer; or what a call threw
 * (a body that is not JSON), which the page throws to the caller as `callApi` would.
 */
export type FromCallWorker =
  | { kind: 'ready' }
  | { kind: 'answer'; id: number; answer: ApiAnswer<CallInfo> }
  | { kind: 'thrown'; id: number; message: string };
