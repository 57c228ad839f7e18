import type { ReactNode } from 'react';
import { BuildUpdateWatcher, ChunkFailureGuard } from '../builds/build-update.tsx';
import { LoginModal, SignInModal } from '../session/login-modal.tsx';
import { LoginModalOpener } from '../session/login-modal-opener.tsx';
import { SessionAccountSummary, SessionStoreProvider } from '../session/session-provider.tsx';
import type { SessionState } from '../session/session-store.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { ModalHost } from './modal-host.tsx';
import { ModalStoreProvider } from './modal-provider.tsx';
import { registerModal } from './modal-registry.ts';
import { ToastHost } from './toasts.tsx';

// The shell's own modals; the accounts feature replaces 'login' and 'signin' with its forms.
registerModal('error', ErrorDialog);
registerModal('login', LoginModal);
registerModal('signin', SignInModal);

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
