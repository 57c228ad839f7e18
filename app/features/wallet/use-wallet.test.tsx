// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreProvider } from '#app/features/session/session-provider.tsx';
import { usePlayerData } from './use-wallet.ts';

const loggedIn = {
  isAuthenticated: true,
  token: 'tok',
  user: { account_id: 'alice', full_name: 'Alice', contact_email: 'a@example.com', session_token: 'tok' },
};

type Load = (credentials: { account_id: string; auth: string }, page: number) => Promise<string | null>;

function Page({ load, page, enabled }: { load: Load; page: number; enabled?: boolean }) {
  const list = usePlayerData((credentials) => load(credentials, page), [page], { enabled });
  return (
    <>
      <p data-testid="state">
        {list.loading ? 'loading' : 'ready'} {list.failed ? 'failed' : 'ok'} {list.data ?? 'nothing'}
      </p>
      <button type="button" onClick={list.reload}>
        again
      </button>
    </>
  );
}

/** A load whose answers the test hands out one by one. */
function deferredLoad() {
  const pending: { page: number; answer: (value: string | null) => void }[] = [];
  const load = vi.fn<Load>(
    (_credentials, page) => new Promise((resolve) => pending.push({ page, answer: resolve })),
  );
  return { load, pending };
}

function renderPage(load: Load, page: number, session: object = loggedIn) {
  const view = render(
    <SessionStoreProvider initial={session}>
      <Page load={load} page={page} />
    </SessionStoreProvider>,
  );
  return {
    turnTo: (next: number) =>
      view.rerender(
        <SessionStoreProvider initial={session}>
          <Page load={load} page={next} />
        </SessionStoreProvider>,
      ),
  };
}

const state = () => screen.getByTestId('state').textContent;

afterEach(cleanup);

describe('usePlayerData: a wallet page loads the player data for what it shows', () => {
  it('shows loading until the answer for the current page, and drops an answer for a page left behind', async () => {
    const { load, pending } = deferredLoad();
    const { turnTo } = renderPage(load, 1);
    expect(state()).toBe('loading ok nothing');
    expect(load).toHaveBeenCalledWith({ account_id: 'alice', auth: 'tok' }, 1);

    await act(async () => pending[0]?.answer('page 1'));
    expect(state()).toBe('ready ok page 1');

    turnTo(2);
    expect(state()).toBe('loading ok page 1');
    turnTo(3);
    await act(async () => pending[1]?.answer('page 2'));
    expect(state()).toBe('loading ok page 1');
    await act(async () => pending[2]?.answer('page 3'));
    expect(state()).toBe('ready ok page 3');
    expect(pending.map((load) => load.page)).toEqual([1, 2, 3]);
  });

  it('loads again on reload, and keeps the last data when that load fails', async () => {
    const { load, pending } = deferredLoad();
    renderPage(load, 1);
    await act(async () => pending[0]?.answer('page 1'));

    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(state()).toBe('loading ok page 1');
    await act(async () => pending[1]?.answer(null));
    expect(state()).toBe('ready failed page 1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while disabled (the route loader had the data), and loads once enabled', async () => {
    const { load, pending } = deferredLoad();
    const view = render(
      <SessionStoreProvider initial={loggedIn}>
        <Page load={load} page={1} enabled={false} />
      </SessionStoreProvider>,
    );
    expect(state()).toBe('ready ok nothing');
    expect(load).not.toHaveBeenCalled();
    view.rerender(
      <SessionStoreProvider initial={loggedIn}>
        <Page load={load} page={2} enabled />
      </SessionStoreProvider>,
    );
    expect(state()).toBe('loading ok nothing');
    await act(async () => pending[0]?.answer('page 2'));
    expect(state()).toBe('ready ok page 2');
  });

  it('asks nothing for a guest', () => {
    const { load } = deferredLoad();
    renderPage(load, 1, {});
    expect(state()).toBe('loading ok nothing');
    expect(load).not.toHaveBeenCalled();
  });
});
