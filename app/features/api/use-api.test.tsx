// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '#shared/contract/zod-without-eval.ts';
import { defineCall, success } from '#shared/contract/api-call.ts';
import { loginModalDelayMs } from '#shared/rules/timings.ts';
import type { TemplateName } from '#shared/theme/themes.ts';
import { renderShell } from '#app/features/feedback/test-shell.tsx';
import { loadModalHost } from '#app/features/feedback/shell-services.tsx';
import { loadToasts } from '#app/features/feedback/toasts.tsx';
import { logoutSignalKey } from '#app/features/session/logout-signal.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useApi, useOutcomeHandler } from './use-api.tsx';
import type { AnswerLike } from './outcome.ts';

const balanceCall = defineCall({
  path: '/api/auth/get_balance',
  summary: 'test',
  tag: 'test',
  access: 'player',
  networkFailure: 'player',
  request: z.object({ account_id: z.string(), auth: z.string() }),
  response: z.object({ ...success, game_balance: z.string(), game_token: z.string() }),
});

const loggedIn = {
  isAuthenticated: true,
  token: 'tok',
  fullname: 'Alice',
  user: { account_id: 'alice', full_name: 'Alice', contact_email: 'a@example.com', session_token: 'tok' },
};

/** A page with buttons that hand fixed answers to the outcome handler. */
function Probe({ answers }: { answers: Record<string, AnswerLike> }) {
  const handle = useOutcomeHandler();
  const call = useApi();
  const authenticated = useSession((s) => s.isAuthenticated);
  return (
    <>
      <p>{authenticated ? 'logged in' : 'guest'}</p>
      {Object.entries(answers).map(([label, answer]) => (
        <button key={label} type="button" onClick={() => handle(answer, { successToast: 'Saved!' })}>
          {label}
        </button>
      ))}
      <button type="button" onClick={() => void call(balanceCall, { account_id: 'alice', auth: 'tok' })}>
        balance
      </button>
    </>
  );
}

const answers: Record<string, AnswerLike> = {
  ok: { statusCode: 1, message: 'OK' },
  expired: { statusCode: 0, message: 'sessionExpired' },
  blocked: { statusCode: 0, message: 'BLOCK' },
  keyed: { statusCode: 0, message: 'siteDisabled' },
  sentence: { statusCode: 0, message: 'Limit reached: 500 per day' },
  empty: { statusCode: 0, message: '' },
  unavailable: { statusCode: -503, message: 'serviceUnavailable' },
};

function setup(template: TemplateName = 'template1', path = '/account') {
  return renderShell({
    template,
    path,
    session: loggedIn,
    pages: { '/account': <Probe answers={answers} /> },
  });
}

// The toast library and the dialog frame load on first use (toasts.tsx, shell-services.tsx); loaded
// here, toasts and modals show in the turn they are asked for.
beforeAll(() => Promise.all([loadToasts(), loadModalHost()]));

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('useOutcomeHandler (spec §8)', () => {
  it('shows nothing for a success, or a 3-second success toast at bottom-right when asked', () => {
    const success = vi.spyOn(toast, 'success');
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(success).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ autoClose: 3000, position: 'bottom-right', hideProgressBar: false }),
    );
  });

  it('opens the error dialog with the translated text of a message key', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'keyed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog.textContent).toContain('This site is currently unavailable.');
  });

  it('shows a message that is not a key as it is, and unknownError without a message', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'sentence' }));
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'Limit reached: 500 per day',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'empty' }));
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain(
      'An unknown error occurred. Please try again.',
    );
  });

  it('only logs serviceUnavailable (a warning, never an error)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'unavailable' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith('API call answered', 'serviceUnavailable', answers['unavailable']);
  });

  it('session expired: warning toast for 10 s at bottom-right, logout, redirect to /login', () => {
    const warning = vi.spyOn(toast, 'warning');
    const { router } = setup('template1');
    expect(screen.getByText('logged in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'expired' }));
    expect(warning).toHaveBeenCalledOnce();
    expect(warning).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ autoClose: 10_000, position: 'bottom-right' }),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(logoutSignalKey)).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the translated invalidSession title and sessionExpired text in the toast', async () => {
    setup('template1');
    fireEvent.click(screen.getByRole('button', { name: 'blocked' }));
    expect(await screen.findByText('Invalid session')).toBeTruthy();
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeTruthy();
  });

  it.each([
    ['template4', 'Log In'],
    ['template6', 'Log In'],
    ['template10', 'Log In'],
    ['template8', 'Sign In'],
  ] as const)('%s: redirect to / and the %s modal opens after 1000 ms', async (template, title) => {
    vi.useFakeTimers();
    const { router } = setup(template);
    fireEvent.click(screen.getByRole('button', { name: 'expired' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(loginModalDelayMs - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Its content (the login form) loads on first use.
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it('several expiries at once give one warning and one redirect', () => {
    const warning = vi.spyOn(toast, 'warning');
    const { router } = setup('template1');
    const button = screen.getByRole('button', { name: 'expired' });
    act(() => {
      button.click();
      button.click();
    });
    expect(warning).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('useApi', () => {
  it('calls the API and applies the outcome: a network failure of a balance call is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'balance' }));
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('API call answered', 'serviceUnavailable', {
        statusCode: -503,
        message: 'serviceUnavailable',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a session-ending answer from the server logs the player out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 0, message: 'Session Expired' }))),
    );
    const { router } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'balance' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
