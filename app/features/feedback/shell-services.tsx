import type { ReactNode } from 'react';
import { BuildUpdateWatcher, ChunkFailureGuard } from '#app/features/builds/build-update.tsx';
import { LoginModalOpener } from '#app/features/session/login-modal-opener.tsx';
import { SessionAccountSummary, SessionStoreProvider } from '#app/features/session/session-provider.tsx';
import type { SessionState } from '#app/features/session/session-store.ts';
import { ModalHost } from './modal-host.tsx';
import { ModalStoreProvider } from './modal-provider.tsx';
import { ToastHost } from './toasts.tsx';

/**
 * Everything the site shell runs beside the page: the session and modal stores (one per render
 * tree), the open modal, toasts, the login modal of `?modal=`, the build-update watcher and the
 * chunk-failure guard. Mount inside the router, I18nextProvider and SiteStoreProvider.
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
        <ModalHost />
        <ToastHost />
        <LoginModalOpener />
        <BuildUpdateWatcher />
        <ChunkFailureGuard />
      </ModalStoreProvider>
    </SessionStoreProvider>
  );
}
