// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

// Tells React that updates are awaited with act(), as @testing-library/react does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// One module instance for the file: the first test hydrates, the others run after it.
describe('on-demand shell modules (decision 0073)', () => {
  const part = onDemand(() => Promise.resolve({ text: 'loaded' }));
  const firstRenders: (string | null)[] = [];

  const seen = new Set<string>();
  /** Records what each reader (by `id`) got in its first render. */
  function Reader({ id }: { id: string }) {
    const loaded = part.useLoaded();
    if (!seen.has(id)) {
      seen.add(id);
      firstRenders.push(loaded?.text ?? null);
    }
    return <p>{loaded?.text ?? 'none'}</p>;
  }

  it('hydrates a module loaded before hydration without a mismatch, then shows it', async () => {
    const html = renderToString(<Reader id="server" />);
    expect(html).toContain('none');
    await part.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reader id="ssr" />);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Reader id="hydrating" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The hydrating render agreed with the server's HTML; the module shows once hydrated.
    expect(firstRenders).toEqual([null, null, null]);
    expect(container.textContent).toBe('loaded');
  });

  it('a reader that mounts after hydration shows a loaded module in its first render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Reader id="later" />);
    });
    expect(firstRenders.at(-1)).toBe('loaded');
    expect(container.textContent).toBe('loaded');
  });

  it('readers re-render when a module finishes loading', async () => {
    const late = onDemand(() => Promise.resolve({ text: 'late' }));
    function LateReader() {
      return <span>{late.useLoaded()?.text ?? 'waiting'}</span>;
    }
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<LateReader />);
    });
    expect(container.textContent).toBe('waiting');
    await act(() => late.load());
    expect(container.textContent).toBe('late');
  });
});
