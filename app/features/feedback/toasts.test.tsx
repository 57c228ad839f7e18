// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from './test-shell.tsx';
import { isSessionWarningShown, loadToasts, showSessionWarning, showToast } from './toasts.tsx';

afterEach(() => {
  cleanup();
});

// One module instance per test file: the library is not loaded before the first test's toasts.
describe('toasts load on first use (spec §8, decision 0038)', () => {
  it('renders no container until a toast is asked for; toasts asked for before the load show after it, in order', async () => {
    renderShell();
    expect(screen.queryByLabelText('Notifications')).toBeNull();
    act(() => {
      showToast('info', 'first');
      showSessionWarning('Invalid session', 'expired');
      showSessionWarning('Invalid session', 'expired again');
      showToast('success', 'second');
    });
    // Asked for while loading: the warning counts as shown, so a second expiry adds nothing.
    expect(isSessionWarningShown()).toBe(true);
    expect(await screen.findByText('first')).toBeTruthy();
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.getByText('expired')).toBeTruthy();
    expect(screen.queryByText('expired again')).toBeNull();
    expect(isSessionWarningShown()).toBe(true);
    // Newest on top: the later toast comes first in the container.
    const texts = [...document.querySelectorAll('.toast-body__text')].map((node) => node.textContent);
    expect(texts).toEqual(['second', 'expired', 'first']);
  });

  it('once loaded, a toast shows at once', async () => {
    await loadToasts();
    renderShell();
    act(() => showToast('error', 'now'));
    expect(screen.getByText('now')).toBeTruthy();
  });
});
