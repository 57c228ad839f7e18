// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteLink, SiteNavigationProvider } from './site-link.tsx';

/**
 * Whether the app took each click (cancelled the browser's own following of the link). The test
 * then cancels every click itself, so that the test browser never follows a link anywhere.
 */
const taken: boolean[] = [];
const record = (event: Event) => {
  taken.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  taken.length = 0;
  document.addEventListener('click', record);
});
afterEach(() => {
  document.removeEventListener('click', record);
  cleanup();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function Links() {
  return (
    <>
      <SiteLink to="/slots?game=a%20b" className="tile">
        Slots
      </SiteLink>
      <SiteLink to="/">Home</SiteLink>
      <SiteLink to="https://help.invalid/">Help</SiteLink>
      <SiteLink to="/promotions" target="_blank">
        Promotions
      </SiteLink>
      <Where />
    </>
  );
}

function renderAt(path: string, withProvider = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: withProvider ? (
          <SiteNavigationProvider>
            <Links />
            <Outlet />
          </SiteNavigationProvider>
        ) : (
          <Links />
        ),
        children: [
          { index: true, element: <span /> },
          { path: 'slots', element: <span /> },
          { path: 'promotions', element: <span /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

describe('a site link (issue 16: the shell without a React Router Link each)', () => {
  it("is a real anchor that a plain click follows inside the app, marked for React Router's route discovery", async () => {
    const router = renderAt('/');
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(slots.getAttribute('href')).toBe('/slots?game=a%20b');
    expect(slots.className).toBe('tile');
    expect(slots.dataset.discover).toBe('true');
    await act(async () => {
      fireEvent.click(slots);
    });
    expect(taken).toEqual([true]);
    expect(where()).toBe('/slots?game=a%20b');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it names the page on screen, as React Router does', async () => {
    const router = renderAt('/slots?game=a%20b');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Slots' }));
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("leaves another site's URL, a modified click and another target to the browser", async () => {
    renderAt('/');
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.dataset.discover).toBeUndefined();
    fireEvent.click(help);
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }));
    // Only the last, plain click was the app's: the others were left for the browser to open.
    expect(taken).toEqual([false, false, false, false, true]);
  });

  it('is a plain anchor outside the provider (an error page): the browser loads the page', () => {
    renderAt('/', false);
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(slots.dataset.discover).toBeUndefined();
    fireEvent.click(slots);
    expect(taken).toEqual([false]);
  });
});
