import type { AppLoadContext, EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
// The string build: see pageBody (decision 0046).
import { renderToPipeableStream } from 'react-dom/server.bun';
import { pageBody, wholePageResponse } from './features/builds/page-body.server.ts';
import { PartCacheContext } from './features/builds/cached-part.tsx';
import { partCacheOfPage } from './features/builds/part-cache.server.ts';

export const streamTimeout = 5_000;

/**
 * React streams a completed Suspense boundary larger than `progressiveChunkSize` (12,800 bytes by
 * default) out of line and reveals it by script, so a whole page inside the layout's boundary would
 * first paint as the fallback. Every page here renders without waiting on data, so inline it all.
 */
const progressiveChunkSize = 4 * 1024 * 1024;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  // If you have middleware enabled:
  // loadContext: RouterContextProvider
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let clientGone = false;
    let failed = false;
    const parts = partCacheOfPage(routerContext.staticHandlerContext);
    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <PartCacheContext value={parts.render}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </PartCacheContext>,
      {
        nonce: loadContext.nonce,
        progressiveChunkSize,
        // Every page is sent once all of it is ready, for a browser as for a crawler (decision
        // 0065). Its loaders have settled before React renders, so at the shell the only
        // boundaries still open are React Router's data scripts, done a few microtasks later.
        // Sent on the shell, they went out of line: hidden copies, React's reveal script on every
        // page, and hydration waiting for the reveal, which React defers to an animation frame.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = pageBody({
            onCancel() {
              clientGone = true;
              abort();
            },
            // Clear the timeout to prevent retaining the closure and memory leak
            onEnd() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          // React only calls the methods PageDestination lists (duck-typed).
          pipe(body.destination as unknown as NodeJS.WritableStream);

          const init = { headers: responseHeaders, status: responseStatusCode };
          void body.whenWhole().then((whole) => {
            if (whole === undefined) return resolve(new Response(body.readable(), init));
            // Only a render that went right to its end leaves parts to reuse.
            if (!failed) parts.keep(whole);
            resolve(wholePageResponse(whole, init));
          });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          // A client that went away is normal, not a fault of the page.
          if (request.signal.aborted || clientGone) return;
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}

/**
 * Unknown paths are an expected 404 (spec §2 'Page not found'), not a server fault: keep them out of
 * the error log, as well as requests the client abandoned.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
}
