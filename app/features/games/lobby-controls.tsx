import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProviderEntry } from '#shared/contract/catalogue-contract.ts';
import { lobbySearchWith, maxSearchLength } from './lobby-filter.ts';

/** How long the search box waits after the last key before it changes the address. */
const searchDebounceMs = 350;

/**
 * The lobby's search box (debounced; the text goes to `?search=`, so the server renders the
 * result and the address can be shared) and its provider chips (`?provider=<slug>`).
 */
export function LobbyControls({
  providers,
  providerSlug,
  search,
}: {
  providers: readonly ProviderEntry[];
  providerSlug: string | undefined;
  search: string;
}) {
  const { t } = useTranslation(['gm', 'ui']);
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(search);
  const typed = useRef(false);

  // The address changed by other means (a chip, back): the box shows what the lobby lists.
  useEffect(() => {
    if (!typed.current) setText(search);
  }, [search]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (text.trim() === search) return;
      void navigate(
        {
          pathname: location.pathname,
          search: lobbySearchWith(location.search, 'search', text.trim() || null),
        },
        { replace: true, preventScrollReset: true },
      );
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, search, location.pathname, location.search, navigate]);

  const chipTo = (slug: string | null) => ({
    pathname: location.pathname,
    search: lobbySearchWith(location.search, 'provider', slug),
  });

  return (
    <div className="lobby-controls">
      <form className="lobby-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="search"
          value={text}
          maxLength={maxSearchLength}
          placeholder={t('gm:searchGames')}
          aria-label={t('gm:searchGames')}
          autoComplete="off"
          onChange={(event) => {
            typed.current = true;
            setText(event.target.value);
          }}
        />
      </form>
      {providers.length > 1 ? (
        <nav aria-label={t('gm:providers')}>
          <ul className="lobby-providers">
            <li>
              <Link to={chipTo(null)} aria-current={providerSlug ? undefined : 'true'} preventScrollReset>
                {t('gm:allProviders')}
              </Link>
            </li>
            {providers.map((provider) => (
              <li key={provider.code}>
                <Link
                  to={chipTo(provider.slug)}
                  aria-current={provider.slug === providerSlug ? 'true' : undefined}
                  preventScrollReset
                >
                  {provider.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
