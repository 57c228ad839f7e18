// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCheckMs, chunkReloadGuardMs } from '#shared/rules/timings.ts';
import { enResources } from '#app/features/feedback/test-shell.tsx';
import { loadToasts } from '#app/features/feedback/toasts.tsx';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { BuildUpdateWatcher } from './build-update.tsx';
import { useChunkErrorReload } from './chunk-reload.tsx';
import { chunkReloadStorageKey } from './chunk-reload-guard.ts';

function setup(latest: string) {
  const loadDocument = vi.fn();
  const fetchBuildId = vi.fn(async () => latest);
  const i18n = createI18n('EN', enResources);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <I18nProvider i18n={i18n}>
            <BuildUpdateWatcher bootId="v1" fetchBuildId={fetchBuildId} loadDocument={loadDocument} />
            <Outlet />
          </I18nProvider>
        ),
        children: [
          { index: true, element: <h1>home</h1> },
          { path: 'slots', element: <h1>slots</h1> },
          // A page with data: the navigation waits for it, so the reload can start before the page renders.
          { path: 'casino', loader: () => new Promise<null>(() => undefined), element: <h1>casino</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, loadDocument, fetchBuildId };
}

// The toast library loads on the first toast (toasts.tsx); loaded here, toasts show at once.
beforeAll(() => loadToasts());

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('BuildUpdateWatcher (spec §4: on a changed build id the app reloads on the next navigation)', () => {
  it('does not reload when the build is unchanged', async () => {
    const { router, loadDocument, fetchBuildId } = setup('v1');
    await act(() => vi.advanceTimersByTimeAsync(buildCheckMs));
    expect(fetchBuildId).toHaveBeenCalledOnce();
    await act(() => router.navigate('/slots'));
    expect(screen.getByRole('heading', { name: 'slots' })).toBeTruthy();
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('after a new build is seen, nothing happens until the next navigation, which loads the full page', async () => {
    const info = vi.spyOn(toast, 'info');
    const { router, loadDocument } = setup('v2');
    await act(() => vi.advanceTimersByTimeAsync(buildCheckMs - 1));
    expect(loadDocument).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Seen, but the player stays where they are.
    expect(loadDocument).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(info).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ position: 'bottom-right' }),
    );

    await act(() => router.navigate('/slots?page=2'));
    expect(loadDocument).toHaveBeenCalledOnce();
    expect(loadDocument).toHaveBeenCalledWith('/slots?page=2', true);
  });

  it('a navigation that loads data reloads straight to its target, before rendering it', async () => {
    const { router, loadDocument } = setup('v2');
    await act(() => vi.advanceTimersByTimeAsync(buildCheckMs));
    act(() => void router.navigate('/casino'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(loadDocument).toHaveBeenCalledWith('/casino', false);
    expect(loadDocument).toHaveBeenCalledOnce();
  });
});

function Boundary({ error }: { error: unknown }) {
  const reloading = useChunkErrorReload(error);
  return <p>{reloading ? 'reloading' : 'error shown'}</p>;
}

describe('useChunkErrorReload (spec §8: a page chunk fails to load → reload, once per path in 10 s)', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/slots-abc.js');

  it('reloads for a chunk error, then shows the error when it fails again within 10 s', () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    const first = render(<Boundary error={chunkError} />);
    expect(screen.getByText('reloading')).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(chunkReloadStorageKey)).toContain(window.location.pathname);
    first.unmount();

    vi.advanceTimersByTime(chunkReloadGuardMs - 1);
    const second = render(<Boundary error={chunkError} />);
    expect(screen.getByText('error shown')).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
    second.unmount();

    vi.advanceTimersByTime(1);
    render(<Boundary error={chunkError} />);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the boundary', () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    render(<Boundary error={new Error('Boom')} />);
    expect(screen.getByText('error shown')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
