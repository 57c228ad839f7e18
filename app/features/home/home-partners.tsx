import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useSite } from '#app/features/site/site-store.tsx';

/** The partner badges are 200×80 artwork, shown at 150×60 here. */
const logoSize = { width: 150, height: 60 } as const;

/** A strip of the brand's partners at the foot of the home page, each opening in a new tab. */
export function HomePartners() {
  const { t } = useTranslation('ui');
  const partners = useSite((s) => s.partners);
  if (partners.length === 0) return null;
  return (
    <CachedPart
      as="section"
      part="home-partners"
      className="home-section home-partners"
      aria-labelledby="home-partners-title"
    >
      <h2 className="home-section__title" id="home-partners-title">
        {t('homePartners')}
      </h2>
      <ul className="home-partners__list">
        {partners.map((partner, index) => (
          <li key={`${partner.href}:${index}`}>
            <a className="home-partners__link" href={partner.href} target="_blank" rel="noopener noreferrer">
              <img
                className="home-partners__logo"
                src={partner.img_url}
                alt={partner.partner_name}
                {...logoSize}
                loading="lazy"
                decoding="async"
              />
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </CachedPart>
  );
}
