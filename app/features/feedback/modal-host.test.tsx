// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalActions } from './modal-provider.tsx';
import { registerModal, type ModalChromeProps } from './modal-registry.ts';
import { renderShell } from './test-shell.tsx';

declare module './modal-registry.ts' {
  interface ModalPropsByName {
    'test-note': { note: string };
  }
}

function NoteModal({ note, titleId, close }: { note: string } & ModalChromeProps) {
  return (
    <>
      <h2 id={titleId}>Note</h2>
      <p>{note}</p>
      <input aria-label="reply" data-autofocus />
      <button type="button" onClick={close}>
        Done
      </button>
    </>
  );
}

function Openers() {
  const { open } = useModalActions();
  return (
    <>
      <button type="button" onClick={() => open('test-note', { note: 'first' })}>
        open note
      </button>
      <button type="button" onClick={() => open('error', { text: 'Something broke' })}>
        open error
      </button>
      <button type="button" onClick={() => open('login')}>
        open login
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

function setup() {
  const unregister = registerModal('test-note', NoteModal);
  const view = renderShell({ pages: { '/': <Openers /> } });
  return { ...view, unregister };
}

describe('ModalHost', () => {
  it('shows a registered modal as a labelled, modal dialog with focus inside', () => {
    const { unregister } = setup();
    const opener = screen.getByRole('button', { name: 'open note' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Note' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('first')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('reply'));
    expect(document.body.style.overflow).toBe('hidden');
    unregister();
  });

  it('keeps one modal open at a time: opening another replaces the current one', () => {
    const { unregister } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'open note' }));
    fireEvent.click(screen.getByRole('button', { name: 'open error' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('Something broke')).toBeTruthy();
    unregister();
  });

  it('closes on Escape and returns focus to the opener', () => {
    const { unregister } = setup();
    const opener = screen.getByRole('button', { name: 'open error' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    unregister();
  });

  it('returns focus to the first opener after one modal replaced another', () => {
    const { unregister } = setup();
    const opener = screen.getByRole('button', { name: 'open note' });
    opener.focus();
    fireEvent.click(opener);
    act(() => screen.getByRole('button', { name: 'open error' }).click());
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    unregister();
  });

  it('closes on a click on the backdrop, not on a click inside the dialog', () => {
    const { unregister } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'open note' }));
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    unregister();
  });

  it('closes with its close button (translated label)', () => {
    const { unregister } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'open note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unregister();
  });

  it('keeps Tab inside the dialog', () => {
    const { unregister } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'open note' }));
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    unregister();
  });

  it('the login modal leads to the login and register pages, and closes on navigation', () => {
    const { unregister, router } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'open login' }));
    const dialog = screen.getByRole('dialog', { name: 'Log In' });
    expect(dialog.querySelector('a[href="/register"]')?.textContent).toBe('Sign Up');
    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
    unregister();
  });

  it('warns and shows nothing for a modal name nobody registered', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderShell({ pages: { '/': <Openers /> } });
    fireEvent.click(screen.getByRole('button', { name: 'open note' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith("No modal registered as 'test-note'");
    view.unmount();
  });
});
