// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '#app/features/i18n/use-translation.ts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ui from '#public/locales/en/ui.json';
import { createI18n } from '#app/features/i18n/i18n.ts';
import { Pager } from './pager.tsx';
import { pollDelay, pollLimitMs } from './polling.ts';

afterEach(cleanup);

function renderPager(total: number, page: number) {
  const i18n = createI18n('EN', { EN: { ui } });
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <Pager total={total} page={page} hrefOf={(n) => `/statement?page=${n}`} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const numbers = () =>
  screen
    .getAllByRole('link')
    .filter((link) => /^\d+$/.test(link.textContent ?? ''))
    .map((link) => Number(link.textContent));

describe('Pager (spec §9: 10 a page, 5 page buttons)', () => {
  it('shows nothing for one page', () => {
    const { container } = renderPager(10, 1);
    expect(container.innerHTML).toBe('');
  });

  it('shows at most 5 page buttons centred on the current page, with previous and next', () => {
    renderPager(95, 5);
    expect(numbers()).toEqual([3, 4, 5, 6, 7]);
    expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/statement?page=4',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/statement?page=6');
    expect(screen.getByText('41–50 of 95')).toBeTruthy();
  });

  it('keeps 5 buttons at the ends and has no previous on the first page, no next on the last', () => {
    renderPager(95, 1);
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    cleanup();
    renderPager(95, 10);
    expect(numbers()).toEqual([6, 7, 8, 9, 10]);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByText('91–95 of 95')).toBeTruthy();
  });
});

describe('pollDelay', () => {
  it('asks every 2 s at first, then every 10 s, and stops after the limit', () => {
    expect(pollDelay(0, 0)).toBe(2_000);
    expect(pollDelay(14, 28_000)).toBe(2_000);
    expect(pollDelay(15, 30_000)).toBe(10_000);
    expect(pollDelay(40, pollLimitMs)).toBeNull();
  });
});
