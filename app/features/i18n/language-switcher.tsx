import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { localisedPath } from '#shared/i18n/detect-language.ts';
import { languages, type LanguageCode } from '#shared/i18n/languages.ts';
import { writeLanguageCookie } from '#app/features/device/browser-cookies.ts';
import { defaultLanguageOf } from '#app/features/site/site-state.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import './language-switcher.css';

/**
 * Spec §4 Locale: the player switches, the cookie is updated and the player is sent to the
 * locale-prefixed path (the brand's default language has no prefix).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('ui');
  const location = useLocation();
  const navigate = useNavigate();
  const enabled = useSite((s) => s.language);
  const defaultLanguage = useSite((s) => defaultLanguageOf(s));
  const current = (i18n.language || defaultLanguage) as LanguageCode;
  if (enabled.length < 2) return null;

  const choose = (code: LanguageCode) => {
    writeLanguageCookie(code);
    void navigate(`${localisedPath(location.pathname, code, defaultLanguage)}${location.search}`);
  };

  return (
    <label className="language-switcher">
      <span className="sr-only">{t('language')}</span>
      <img
        className="language-switcher__flag"
        src={`/icons/flags/${languages[current].icon}`}
        alt=""
        width={20}
        height={14}
        fetchPriority="low"
      />
      <select
        className="language-switcher__select"
        value={current}
        data-testid="language-switcher"
        onChange={(event) => choose(event.target.value as LanguageCode)}
      >
        {enabled.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {languages[entry.code].name || entry.code}
          </option>
        ))}
      </select>
    </label>
  );
}
