import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { languages, type LanguageCode } from '#shared/i18n/languages.ts';
import { useSite } from './site-store.tsx';
import './site-screens.css';

function formatInstant(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(languages[language].dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** Spec §2 root shell: when maintenance is on, only this screen is shown. */
export function MaintenanceScreen() {
  const { t, i18n } = useTranslation('ui');
  const site = useSite((s) => s.site);
  const { start_date: start, end_date: end } = useSite((s) => s.maintenance);
  const language = (i18n.language || 'EN') as LanguageCode;
  return (
    <main className="site-screen site-screen--maintenance" data-testid="maintenance-screen">
      {site ? (
        <img className="site-screen__logo" src={site.logo1} alt={site.site_name} width={240} height={60} />
      ) : null}
      <h1 className="site-screen__title">{t('maintenanceTitle')}</h1>
      <p className="site-screen__body">{t('maintenanceBody')}</p>
      {start && end ? (
        <p className="site-screen__window">
          {t('maintenanceWindow', {
            start: formatInstant(start, language),
            end: formatInstant(end, language),
          })}
        </p>
      ) : null}
    </main>
  );
}
