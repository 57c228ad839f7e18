import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSessionOf } from './page-session.server.ts';

const failingContext = (error: Error) =>
  ({ services: { pageSession: () => Promise.reject(error) } }) as unknown as AppLoadContext;

describe('pageSessionOf', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a guest and warns when the session look-up fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request = new Request('http://localhost/', { headers: { cookie: 'marquee_session=abc' } });
    await expect(pageSessionOf(request, failingContext(new Error('boom')), 1)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('session look-up failed', expect.any(Error));
  });

  it('stays quiet when the client went away and the look-up was refused for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const aborted = new AbortController();
    const request = new Request('http://localhost/', {
      headers: { cookie: 'marquee_session=abc' },
      signal: aborted.signal,
    });
    aborted.abort();
    const refused = new Error('the render this call belongs to is over');
    await expect(pageSessionOf(request, failingContext(refused), 1)).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
