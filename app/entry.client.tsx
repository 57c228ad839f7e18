import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installRouteModuleGuard } from './features/builds/chunk-reload-guard.ts';
import { initialLayoutName, loadLayout } from './features/layouts/layout-registry.ts';
import { readDocumentMessages } from './features/i18n/page-messages.ts';

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
}

installRouteModuleGuard(window);
void hydrate();
