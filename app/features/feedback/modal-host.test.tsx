// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModalActions } from './modal-provider.tsx';
import { modals, type ModalName } from './modals.ts';
import { loadModalHost } from './shell-services.tsx';
import { renderShell } from './test-shell.tsx';

function Openers() {
  const { open } = useModalActions();
  return (
    <>
      <button type="button" onClick={() => open('error', { text: 'Something broke' })}>
        open error
      </button>
      <button type="button" onClick={() => open('login')}>
        open login
      </button>
      <button type="button" onClick={() => open('partners')}>
        open partners
      </button>
    </>
  );
}

// The dialog frame loads when a modal first opens (shell-on-demand.test.tsx); loaded here, it
// renders in the turn a modal opens.
beforeAll(() => loadModalHost());

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

function setup() {
  return renderShell({ pages: { '/': <Openers /> } });
}

/** Opens a modal and waits for its content, which loads on first use. */
async function openAndWait(opener: string, title: string) {
  fireEvent.click(screen.getByRole('button', { name: opener }));
  return screen.findByRole('dialog', { name: title });
}

describe('ModalHost', () => {
  it('shows a modal as a labelled, modal dialog with focus on its marked element', async () => {
    setup();
    const opener = screen.getByRole('button', { name: 'open error' });
    opener.focus();
    const dialog = await openAndWait('open error', 'Error');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Something broke')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'OK' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps one modal open at a time: opening another replaces the current one', async () => {
    setup();
    await openAndWait('open login', 'Log In');
    await openAndWait('open error', 'Error');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Log In' })).toBeNull();
    expect(screen.getByText('Something broke')).toBeTruthy();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    setup();
    const opener = screen.getByRole('button', { name: 'open error' });
    opener.focus();
    await openAndWait('open error', 'Error');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('returns focus to the first opener after one modal replaced another', async () => {
    setup();
    const opener = screen.getByRole('button', { name: 'open partners' });
    opener.focus();
    await openAndWait('open partners', 'Partners');
    act(() => screen.getByRole('button', { name: 'open error' }).click());
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on a click inside the dialog', async () => {
    setup();
    await openAndWait('open error', 'Error');
    fireEvent.click(screen.getByText('Something broke'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button (translated label)', async () => {
    setup();
    await openAndWait('open partners', 'Partners');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    setup();
    await openAndWait('open error', 'Error');
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('the login modal holds the login form, and closes on navigation', async () => {
    const { router } = setup();
    const dialog = await openAndWait('open login', 'Log In');
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Sign Up' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the modal table', () => {
  function OpenAny({ name }: { name: ModalName }) {
    const { open } = useModalActions();
    return (
      <button type="button" onClick={() => (name === 'error' ? open(name, { text: 'x' }) : open(name))}>
        open it
      </button>
    );
  }

  const titles: Record<ModalName, string> = {
    error: 'Error',
    login: 'Log In',
    signin: 'Sign In',
    partners: 'Partners',
  };

  it.each(Object.keys(modals) as ModalName[])('opens %s with its own titled content', async (name) => {
    renderShell({ pages: { '/': <OpenAny name={name} /> } });
    fireEvent.click(screen.getByRole('button', { name: 'open it' }));
    const dialog = await screen.findByRole('dialog', { name: titles[name] });
    expect(dialog.className).toContain(`modal--${name}`);
  });
});
