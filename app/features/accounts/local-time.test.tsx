// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { enResources } from '#app/features/feedback/test-shell.tsx';
import { LocalTime } from './local-time.tsx';

const iso = '2026-11-24T23:30:00.000Z';

function Stamp() {
  return (
    <I18nProvider i18n={createI18n('EN', enResources)}>
      <LocalTime iso={iso} />
    </I18nProvider>
  );
}

const zoneBefore = process.env.TZ;
beforeAll(() => {
  // A player east of UTC: 23:30 UTC is already the next day there.
  process.env.TZ = 'Asia/Manila';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

afterEach(cleanup);

describe("LocalTime: a date in the player's own time zone, without a hydration mismatch", () => {
  it('renders UTC on the server and at hydration, then the browser zone', async () => {
    const html = renderToString(<Stamp />);
    expect(html).toContain('Nov 24, 2026');
    expect(html).toContain('UTC');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Stamp />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Nov 25, 2026');
    expect(container.textContent).not.toContain('UTC');
    act(() => root?.unmount());
    container.remove();
  });

  it('shows the browser zone at once when rendered in the browser after hydration', () => {
    render(<Stamp />);
    expect(screen.getByText(/Nov 25, 2026/)).toBeTruthy();
  });
});
