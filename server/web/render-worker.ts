import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, data, type ServerBuild } from 'react-router';
import { pageTextOf } from '#app/features/builds/page-body.server.ts';
import { startupAnswerAt } from '#server/features/site/startup-answer.ts';
import { heldCatalogueCall } from './catalogue-refs.ts';
import { compressPage, isCompressibleType } from './page-compression.ts';
import type { PageBrand, PageServices, PageSession } from './page-services.ts';
import {
  catalogueMethods,
  type BrandAnswer,
  type BrandArgument,
  type FromRenderThread,
  type RenderOrder,
  type RenderThreadData,
  type ServiceFailure,
  type ServiceReply,
  type ServiceRequest,
  type ToRenderThread,
} from './render-protocol.ts';

/**
 * A render thread (decision 0052): renders pages with the production build, and asks the server's
 * event loop, which owns the database, for everything the loaders read. Server-only.
 */

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread only');
const { buildPath, env } = workerData as RenderThreadData;

const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
let nextSeq = 1;

function failureToError(failure: ServiceFailure): unknown {
  if (failure.route) return data(failure.route.data, failure.route.init ?? undefined);
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

type Ask = (request: ServiceRequest) => Promise<unknown>;

/**
 * How the render `id` asks the event loop, where the look-ups of one render are shared. The render
 * is named by the services it is given, not found through an AsyncLocalStorage: in this Node, one
 * in use hooks every promise the thread makes, and React Router's rendering makes many.
 */
function askerFor(id: number): Ask {
  return (request) => {
    const seq = nextSeq++;
    return new Promise((resolve, reject) => {
      waiting.set(seq, { resolve, reject });
      post({ type: 'call', id, seq, request });
    });
  };
}

function settle(reply: ServiceReply): void {
  const call = waiting.get(reply.seq);
  if (!call) return;
  waiting.delete(reply.seq);
  if (reply.ok) call.resolve(reply.value);
  else call.reject(failureToError(reply.failure));
}

/**
 * The brands this thread holds, one object per brand version, so that whatever a page keeps per
 * brand object stays kept between renders. A brand is sent only when the thread does not hold the
 * event loop's current object; a newer one replaces the one held for its domain.
 */
const brandsByDomain = new Map<string, { ref: number; config: PageBrand }>();
const brandRefs = new WeakMap<PageBrand, BrandArgument>();

async function brandFor(ask: Ask, domain: string, request: ServiceRequest): Promise<PageBrand> {
  const answer = (await ask(request)) as BrandAnswer;
  const held = brandsByDomain.get(domain);
  if (held && held.ref === answer.ref) return held.config;
  if (!answer.config) throw new Error(`brand ${answer.ref} was not sent`);
  brandsByDomain.set(domain, { ref: answer.ref, config: answer.config });
  brandRefs.set(answer.config, { ref: answer.ref, domain });
  return answer.config;
}

function brandArgument(config: PageBrand): BrandArgument {
  const known = brandRefs.get(config);
  if (!known) throw new Error('a catalogue call for a brand this thread was not given');
  return known;
}

/** The page services of the render `id`, as its loaders get them. */
function servicesFor(id: number): PageServices {
  const ask = askerFor(id);
  // The root's loader and the page's ask for the session alike: one answer serves both.
  const sessions = new Map<string, Promise<PageSession | null>>();
  const pageSession = (cookie: string | null | undefined, brandId: number) => {
    // No Cookie header, no session (sessionFromCookie): nothing to ask.
    if (!cookie) return Promise.resolve(null);
    const key = `${brandId} ${cookie}`;
    let session = sessions.get(key);
    if (!session) {
      session = ask({ method: 'pageSession', cookie, brandId }) as Promise<PageSession | null>;
      sessions.set(key, session);
    }
    return session;
  };
  const catalogue = Object.fromEntries(
    catalogueMethods.map((name) => [
      name,
      (config: PageBrand, ...args: unknown[]) => heldCatalogueCall(ask, name, brandArgument(config), args),
    ]),
  ) as unknown as PageServices['catalogue'];
  return {
    env,
    siteConfigs: {
      forPage: (domain, now) =>
        brandFor(ask, domain, {
          method: 'forPage',
          domain,
          now: now?.getTime(),
          have: brandsByDomain.get(domain)?.ref,
        }),
      forCall: (hostDomain, bodyDomain) =>
        brandFor(ask, hostDomain, {
          method: 'forCall',
          hostDomain,
          bodyDomain,
          have: brandsByDomain.get(hostDomain)?.ref,
        }),
      startupAnswer: (config, now) => startupAnswerAt(config.document.maintenance, config.startup, now),
    },
    catalogue,
    pageSession,
    playerCall: (call, address, body) =>
      ask({ method: 'playerCall', path: call.path, address, body }) as never,
  };
}

const build = (await import(buildPath)) as ServerBuild;
const handle = createRequestHandler(build, env.NODE_ENV === 'production' ? 'production' : 'development');
const aborts = new Map<number, AbortController>();

async function render(order: RenderOrder): Promise<void> {
  const aborted = new AbortController();
  aborts.set(order.id, aborted);
  try {
    const response = await handle(
      new Request(order.url, { method: order.method, headers: order.headers, signal: aborted.signal }),
      { services: servicesFor(order.id), nonce: order.nonce },
    );
    const whole = pageTextOf(response);
    const headers = [...response.headers];
    const { encoding } = order;
    let body: ArrayBuffer | string | null;
    if (
      whole !== undefined &&
      encoding &&
      isCompressibleType(response.headers.get('content-type')) &&
      !response.headers.has('content-encoding')
    ) {
      // Compressed here, by the thread that rendered it, not in the event loop's pool (0068).
      body = ownArrayBuffer(compressPage(Buffer.from(whole, 'utf8'), encoding));
      headers.push(['content-encoding', encoding]);
    } else {
      // Otherwise a whole document crosses as its text, for the event loop to encode (0064).
      body = whole ?? (response.body ? await response.arrayBuffer() : null);
    }
    post(
      { type: 'done', id: order.id, status: response.status, headers, body },
      body instanceof ArrayBuffer ? [body] : [],
    );
  } catch (error) {
    post({ type: 'failed', id: order.id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    aborts.delete(order.id);
  }
}

/**
 * The bytes in an ArrayBuffer of their own, which can be transferred to the event loop: a Buffer
 * may be a view into a larger one (Node's shared pool), which must never be transferred. The copy
 * is of the compressed page, a few kilobytes.
 */
function ownArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'reply') settle(message);
  else if (message.type === 'abort') aborts.get(message.id)?.abort();
  else void render(message);
});
