import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installRouteModuleGuard } from './features/builds/chunk-reload-guard.ts';
import { initialLayoutName, loadLayout } from './features/layouts/layout-registry.ts';
import { loadDocumentMessages } from './features/i18n/page-messages.ts';
import { preloadCallSchemas, sendCallsFromWorker } from './features/api/api-client.ts';
import { inTaskOfItsOwn } from './features/tracking/next-task.ts';

/**
 * The layout is a lazily loaded chunk. Loading the one the server rendered before hydrating lets
 * React hydrate the whole page in one pass instead of leaving it dehydrated behind Suspense.
 */
async function hydrate() {
  const layout = initialLayoutName(document.documentElement.dataset, window.location.pathname);
  const [messages] = await Promise.allSettled([
    loadDocumentMessages(document),
    layout
      ? loadLayout(layout).catch((error: unknown) => {
          // Hydrate anyway: the layout's Suspense boundary keeps the server HTML and retries the chunk.
          console.error('Layout chunk failed to load', error);
        })
      : undefined,
  ]);
  if (messages.status === 'rejected') {
    // Hydrating without the messages would replace every text with its key: the server's page
    // stays as it is (its links still work) and the next page load tries again.
    console.error("The page's messages could not be loaded; the page stays server-rendered", messages.reason);
    return;
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  setTimeout(() => void preloadCallSchemas(idle).catch(() => undefined), settleMs);
}

/**
 * The call schemas are off the first JavaScript (decision 0039). They load once the page has settled
 * after hydrating (the effects that follow it, such as the message groups of a form, go first), one
 * contract per idle moment of the browser, so they compete with neither, and a first click rarely
 * waits for them.
 */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 0);
  });
}

/** How long after hydrating the page is left to its own work before the schemas load. */
const settleMs = 1500;

installRouteModuleGuard(window);
// Evaluating this chunk (React DOM starting up) is already the longest task a phone spends before
// it can answer a tap; starting the worker and starting to hydrate (the layout chunk's preload
// links, the messages) come in a task each.
inTaskOfItsOwn(() => {
  // Vite bundles the worker from this very expression, so it stays written out here.
  sendCallsFromWorker(
    () =>
      new Worker(new URL('./features/api/call-worker.ts', import.meta.url), {
        type: 'module',
        name: 'calls',
      }),
  );
});
inTaskOfItsOwn(() => void hydrate());
