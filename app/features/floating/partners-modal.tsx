import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { ModalChromeProps } from '#app/features/feedback/modals.ts';
import { useSite } from '#app/features/site/site-store.tsx';

/** Intrinsic size of the partner logos (the brand kit's 200×80 badge). */
const logoSize = { width: 200, height: 80 } as const;

/** Spec §2 partners modal: each partner's logo, linked to its href in a new tab, and its partner_name. */
export function PartnersModal({ titleId }: ModalChromeProps) {
  const { t } = useTranslation('ui');
  const partners = useSite((s) => s.partners);
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('partners')}
      </h2>
      <ul className="partners-modal__list">
        {partners.map((partner, index) => (
          <li key={`${partner.href}:${index}`} className="partners-modal__item">
            <a
              className="partners-modal__link"
              href={partner.href}
              target="_blank"
              rel="noopener noreferrer"
              data-autofocus={index === 0 ? true : undefined}
            >
              <img
                className="partners-modal__logo"
                src={partner.img_url}
                alt=""
                {...logoSize}
                decoding="async"
              />
              <span className="partners-modal__name">{partner.partner_name}</span>
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
