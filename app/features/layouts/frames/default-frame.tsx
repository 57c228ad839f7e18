import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import type { FrameProps } from '#app/features/layouts/layout-registry.ts';
import { BrandLink } from '#app/features/layouts/parts/brand-link.tsx';
import { SiteFooter } from '#app/features/layouts/parts/site-footer.tsx';

/** The `default` layout: a plain frame (logo header, page, footer) for pages that ask for no template. */
export function DefaultFrame({ children, languageSwitcher }: FrameProps) {
  const { t } = useTranslation('ui');
  const template = useSite((s) => s.template);
  return (
    <div className="frame frame--default" data-template={template ?? undefined}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="frame__header">
        <div className="frame__bar container">
          <BrandLink template={template ?? undefined} />
          {languageSwitcher ? (
            <div className="frame__end">
              <div className="frame__language">{languageSwitcher}</div>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main" className="frame__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
