import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installRouteModuleGuard } from './features/builds/chunk-reload-guard.ts';
import { initialLayoutName, loadLayout } from './features/layouts/layout-registry.ts';
import { readDocumentMessages } from './features/i18n/page-messages.ts';
import { loadCallSchemas } from './features/api/api-client.ts';

/**
 * The layout is a lazily loaded chunk. Loading the one the server rendered before hydrating lets
 * React hydrate the whole page in one pass instead of leaving it dehydrated behind Suspense.
 */
async function hydrate() {
  readDocumentMessages(document);
  const layout = initialLayoutName(document.documentElement.dataset, window.location.pathname);
  if (layout) {
    try {
      await loadLayout(layout);
    } catch (error) {
      // Hydrate anyway: the layout's Suspense boundary keeps the server HTML and retries the chunk.
      console.error('Layout chunk failed to load', error);
    }
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  whenIdle(() => void loadCallSchemas().catch(() => undefined));
}

/**
 * The call schemas are off the first JavaScript (decision 0039); loading them once the browser is
 * idle after hydrating keeps them from competing with the page, and a first click from waiting.
 */
function whenIdle(task: () => void) {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}

installRouteModuleGuard(window);
void hydrate();
