import { useEffect, type ReactNode } from 'react';
import { ChunkFailureGuard } from '#app/features/builds/chunk-reload.tsx';
import { LoginModalOpener } from '#app/features/session/login-modal-opener.tsx';
import { SessionAccountSummary, SessionStoreProvider } from '#app/features/session/session-provider.tsx';
import type { SessionState } from '#app/features/session/session-store.ts';
import { onDemand } from '#app/features/site/on-demand.ts';
import { ModalStoreProvider, useModals } from './modal-provider.tsx';
import { ToastHost } from './toasts.tsx';

// Neither shows on a first paint: the dialog frame loads when a modal first opens, the build watcher
// (its first check is an hour away) right after the page has hydrated.
const modalHost = onDemand(() => import('./modal-host.tsx'));
const buildUpdate = onDemand(() => import('#app/features/builds/build-update.tsx'));

/** For tests that assert on a modal in the same turn it opens. */
export const loadModalHost = modalHost.load;

function warnFailedLoad(what: string) {
  return (error: unknown) => console.warn(`${what} failed to load`, error);
}

/** The open modal's dialog (modal-host.tsx), loaded when a modal first opens; mounted from then on. */
function ModalHostOnDemand() {
  // Each opening asks (a no-op once loaded), so a failed load is tried again by the next one.
  const openId = useModals((s) => s.current?.id ?? null);
  const loaded = modalHost.useLoaded();
  useEffect(() => {
    if (openId !== null) modalHost.load().catch(warnFailedLoad('The modal host'));
  }, [openId]);
  return loaded ? <loaded.ModalHost /> : null;
}

function BuildUpdateOnDemand() {
  const loaded = buildUpdate.useLoaded();
  useEffect(() => {
    buildUpdate.load().catch(warnFailedLoad('The build watcher'));
  }, []);
  return loaded ? <loaded.BuildUpdateWatcher /> : null;
}

/**
 * Everything the site shell runs beside the page: the session and modal stores (one per render
 * tree), the open modal, toasts, the login modal of `?modal=`, the build-update watcher and the
 * chunk-failure guard. Mount inside the router, I18nProvider and SiteStoreProvider.
 */
export function ShellServices({
  children,
  session,
}: {
  children: ReactNode;
  session?: Partial<SessionState>;
}) {
  return (
    <SessionStoreProvider initial={session}>
      <ModalStoreProvider>
        <SessionAccountSummary>{children}</SessionAccountSummary>
        <ModalHostOnDemand />
        <ToastHost />
        <LoginModalOpener />
        <BuildUpdateOnDemand />
        <ChunkFailureGuard />
      </ModalStoreProvider>
    </SessionStoreProvider>
  );
}
