// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FloatingElements } from '#app/features/floating/floating-elements.tsx';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { fixtureState } from '#app/features/layouts/layout-test-fixture.tsx';
import { SiteStoreProvider } from '#app/features/site/site-store.tsx';
import { useModalActions } from './modal-provider.tsx';
import { ShellServices } from './shell-services.tsx';
import { enResources } from './test-shell.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Opener() {
  const { open } = useModalActions();
  return (
    <button type="button" onClick={() => open('error', { text: 'Out of luck' })}>
      open
    </button>
  );
}

function shell() {
  const state = { ...fixtureState('template1'), live_chat: { chat_id: '', status: false, image_id: '' } };
  const element = (
    <I18nProvider i18n={createI18n('EN', enResources)}>
      <SiteStoreProvider initial={state}>
        <ShellServices>
          <Opener />
          <FloatingElements />
        </ShellServices>
      </SiteStoreProvider>
    </I18nProvider>
  );
  return <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />;
}

// One module instance per test file: nothing of the shell's on-demand parts is loaded before these.
describe('shell parts that no first paint shows load on first use (decision 0038)', () => {
  it('a modal opened before the dialog frame has loaded shows once it has', async () => {
    expect(renderToString(shell())).not.toContain('role="dialog"');
    render(shell());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => screen.getByRole('button', { name: 'open' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('Out of luck');
  });

  it('the rewards icon is not in the server render and shows after hydration', async () => {
    expect(renderToString(shell())).not.toContain('rewards-icon');
    render(shell());
    expect(await screen.findByTestId('rewards-icon')).toBeTruthy();
  });
});
