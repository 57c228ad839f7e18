import { CachedPart } from '#app/features/builds/cached-part.tsx';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { SiteLink } from '#app/features/routing/site-link.tsx';
import { useSite } from '#app/features/site/site-store.tsx';
import { useLocalisedPath } from './use-localised-path.ts';

/** The CMS pages the footer can link to, in footer order, with their `ui` title key. */
const footerCmsPages = [
  { path: '/about', title: 'about' },
  { path: '/privacy-policy', title: 'privacyPolicy' },
  { path: '/banking', title: 'banking' },
  { path: '/faqs', title: 'faqs' },
  { path: '/responsible-gaming', title: 'responsibleGaming' },
  { path: '/term-condition', title: 'termCondition' },
] as const;

export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const site = useSite((s) => s.site);
  // Paths of the brand's enabled CMS pages (root derives them from the cms statuses).
  const cmsPages = useSite((s) => s.cmsPages);
  const partners = useSite((s) => s.partners);
  const accountList = useSite((s) => s.accountList);
  const siteName = site?.site_name ?? '';
  const pages = footerCmsPages.filter((page) => cmsPages.includes(page.path));
  const year = new Date().getFullYear();

  return (
    <CachedPart
      as="footer"
      part="footer"
      className={['site-footer', className].filter(Boolean).join(' ')}
      varies={String(year)}
    >
      <div className="site-footer__inner container">
        <div className="site-footer__columns">
          {pages.length > 0 ? (
            <nav className="site-footer__column" aria-label={t('footerLinks')}>
              <h2 className="site-footer__heading">{siteName}</h2>
              <ul className="site-footer__links">
                {pages.map((page) => (
                  <li key={page.path}>
                    <SiteLink to={localise(page.path)}>{t(page.title)}</SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {partners.length > 0 ? (
            <section
              className="site-footer__column site-footer__column--partners"
              aria-labelledby="footer-partners"
            >
              <h2 className="site-footer__heading" id="footer-partners">
                {t('partners')}
              </h2>
              <ul className="site-footer__partners">
                {partners.map((partner) => (
                  <li key={partner.href}>
                    <a className="partner" href={partner.href} target="_blank" rel="noopener noreferrer">
                      <img
                        className="partner__logo"
                        src={partner.img_url}
                        alt=""
                        width={100}
                        height={40}
                        loading="lazy"
                      />
                      <span className="partner__name">{partner.partner_name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {accountList.length > 0 ? (
            <section className="site-footer__column" aria-labelledby="footer-social">
              <h2 className="site-footer__heading" id="footer-social">
                {t('contactUs')}
              </h2>
              <ul className="site-footer__social">
                {accountList.map((account) => (
                  <li key={account.url}>
                    <a
                      className="social-link"
                      data-type={account.type}
                      href={account.url}
                      {...(account.url.startsWith('http')
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : {})}
                    >
                      {account.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="site-footer__legal">
          <p className="site-footer__notice">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            {t('responsibleGamingNotice')}
          </p>
          <p className="site-footer__copyright">{t('copyright', { year, site: siteName })}</p>
        </div>
      </div>
    </CachedPart>
  );
}
