import type { ContentEncoding } from '#server/http/content-encoding.ts';
import type { PageAddress, PageBrand, PageServices } from './page-services.ts';

/**
 * The messages between the server's event loop and its render threads (decision 0052). A render
 * thread renders pages; everything a page loader asks of the server (the brand, the catalogue, the
 * player's session and calls) is asked of the event loop, which owns the database.
 */

/** A page to render, from the event loop. */
export interface RenderOrder {
  type: 'render';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  nonce: string;
  /**
   * The encoding the client accepts, for a page sent as it is rendered: a whole page of a
   * compressible type comes back compressed in it, with its Content-Encoding (decision 0068).
   * None for a HEAD request, and for a page the page cache keeps (it compresses its own way).
   */
  encoding?: ContentEncoding;
}

/** The client went away: the render may stop. */
interface RenderAbort {
  type: 'abort';
  id: number;
}

export type ToRenderThread = RenderOrder | RenderAbort | ServiceReply;

/** A brand as sent to a render thread: only when the thread does not have this one yet. */
export interface BrandAnswer {
  ref: number;
  config?: PageBrand;
}

/**
 * A catalogue answer as sent to a render thread. The catalogue keeps its lists as shared objects;
 * each is numbered, and sent only when the thread does not hold that object for the call yet, so
 * the thread too reuses one object per list: whatever a page keeps per object (its data text, a
 * shelf's HTML) stays kept between renders. `ref` 0: a value that is no shared object, always sent.
 */
export interface CatalogueAnswer {
  ref: number;
  value?: unknown;
}

/** The catalogue calls, each with the brand as its first argument. */
export type CatalogueMethod = keyof PageServices['catalogue'];

export const catalogueMethods = [
  'hotGames',
  'game',
  'byCategories',
  'lobbyPage',
  'providers',
  'defaultLists',
] as const satisfies readonly CatalogueMethod[];

/** The brand a call names: its reference, and its domain should the reference be gone. */
export interface BrandArgument {
  ref: number;
  domain: string;
}

export type ServiceRequest =
  | { method: 'forPage'; domain: string; now?: number; have?: number }
  | { method: 'forCall'; hostDomain: string; bodyDomain: string; have?: number }
  | { method: 'catalogue'; name: CatalogueMethod; brand: BrandArgument; args: unknown[]; have?: number }
  | { method: 'pageSession'; cookie: string | null | undefined; brandId: number }
  | { method: 'playerCall'; path: string; address: PageAddress; body: unknown };

/** A render thread asks the event loop for data on behalf of the render `id`. */
export interface ServiceCall {
  type: 'call';
  id: number;
  seq: number;
  request: ServiceRequest;
}

/**
 * A failed service call. `route` is a route error (React Router's `data()`, e.g. the 503 of a
 * database outage), thrown again as such in the render thread; anything else becomes an Error.
 */
export interface ServiceFailure {
  name: string;
  message: string;
  route?: { data: unknown; init: ResponseInit | null };
}

export type ServiceReply =
  | { type: 'reply'; seq: number; ok: true; value: unknown }
  | { type: 'reply'; seq: number; ok: false; failure: ServiceFailure };

/**
 * A rendered page: its whole body, compressed in the order's encoding when the document was written
 * at once (decision 0068); otherwise uncompressed, as text when the document was written at once
 * and no encoding was asked for (decision 0064), as bytes when it streamed.
 */
export interface RenderDone {
  type: 'done';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | string | null;
}

/** A render that failed outside React Router (which answers its own errors with the error page). */
interface RenderFailed {
  type: 'failed';
  id: number;
  message: string;
}

export type FromRenderThread = RenderDone | RenderFailed | ServiceCall;

/** What a render thread is started with. */
export interface RenderThreadData {
  buildPath: string;
  env: PageServices['env'];
}
