import type { ApiCall } from '#shared/contract/api-call.ts';
import type { CallRequest } from '#shared/contract/call-types.ts';
import type { CallInfo } from '#shared/contract/call-info.ts';
import { onDemand, type OnDemand } from '#app/features/site/on-demand.ts';
import { networkFailure, type ApiAnswer, type CallOptions, type Schemas } from './api-answer.ts';
import type { CallWorkerHandle, WorkerCalls } from './worker-calls.ts';

/** zod, the common failure shape and the code that validates and sends a call (it never runs before them). */
const transport = onDemand(() =>
  Promise.all([import('#shared/contract/api-call.ts'), import('./api-transport.ts')]).then(
    ([api, sending]) => ({
      failure: api.failureResponseSchema,
      send: sending.sendCall,
    }),
  ),
);

const contracts = onDemand(() => import('./call-contracts.ts'));

/** The page's side of the call worker once the entry has started it: a small chunk, loaded with the first call. */
let offThread: OnDemand<WorkerCalls> | null = null;

/**
 * Makes the page's calls in a worker from now on (decision 0053): zod and the contracts are loaded,
 * built and run there, so none of it blocks the page. The browser's entry calls it; the server, the
 * tests and the worker itself make their calls where they are.
 */
export function sendCallsFromWorker(start: () => CallWorkerHandle): void {
  offThread = onDemand(() => import('./worker-calls.ts').then((module) => module.workerCalls(start)));
}

/** The worker's answer to a light reference, or null when the call is to be made here. */
async function answerOffThread<C extends CallInfo>(
  call: C,
  body: CallRequest<C>,
  options: CallOptions,
): Promise<ApiAnswer<C> | null> {
  // A full call carries its own schemas, and a given fetch is a test's: both stay here.
  if (!offThread || 'request' in call || options.fetch) return null;
  let calls;
  try {
    calls = await offThread.load();
  } catch {
    // Its chunk did not load: the page makes the call, loading the schemas itself if it can.
    return null;
  }
  return calls.call(call, body, options);
}

/**
 * Loads the schemas of every call, one contract at a time, each after `idle` resolves. They are kept
 * off the page's first JavaScript (decisions 0039 and 0038); the app starts this when the browser is
 * idle after hydrating, so a first click rarely waits for them, and building them is never one long
 * task. With a call worker, the worker loads them (decision 0053).
 */
export async function preloadCallSchemas(idle: () => Promise<void>): Promise<void> {
  await idle();
  if (offThread) {
    const calls = await offThread.load().catch(() => null);
    if (calls?.preload()) return;
  }
  await transport.load();
  await (await contracts.load()).loadEveryContract(idle);
}

async function schemasOf(call: CallInfo): Promise<Schemas> {
  const [{ failure, send }, full] = await Promise.all([
    transport.load(),
    'request' in call ? (call as ApiCall) : contracts.load().then((loaded) => loaded.fullCallOf(call.path)),
  ]);
  if (!full) throw new Error(`No call at ${call.path} in the contract`);
  return { request: full.request, response: full.response, failure, send };
}

/**
 * The one way the web app calls the API: takes a light reference (call-info.ts) or a full call, loads
 * the call's schemas when it is light (decision 0039), validates the request with them (an invalid
 * one is never sent), POSTs it as JSON and validates the answer, success against the call's response
 * schema and failure against the common failure shape.
 *
 * Decisions where the spec is silent:
 * - An answer that is not JSON (a proxy's HTML error page, an empty 502) counts as a network failure:
 *   our server never answers that way, so the request did not really reach it.
 * - A success answer that breaks the contract is a failure `{statusCode: 0, message: 'unknownError'}`
 *   (logged with console.warn): the client cannot trust fields it cannot read.
 */
export async function callApi<C extends CallInfo>(
  call: C,
  body: CallRequest<C>,
  options: CallOptions = {},
): Promise<ApiAnswer<C>> {
  const fromWorker = await answerOffThread(call, body, options);
  if (fromWorker) return fromWorker;
  let schemas: Schemas;
  try {
    schemas = await schemasOf(call);
  } catch (error) {
    // The schemas' chunk did not load: the call cannot be made, as when the network fails.
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    return networkFailure(call.networkFailure, error);
  }
  // Aborted while the schemas loaded: nothing was sent yet.
  if (options.signal?.aborted) throw options.signal.reason;
  return schemas.send(call, schemas, body, options);
}
