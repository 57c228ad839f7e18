import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { ModalChromeProps } from './modals.ts';

/** Spec §8 "Any other error": a dialog titled with the translated errorTitle and the error's text. */
export function ErrorDialog({ text, titleId, close }: { text: string } & ModalChromeProps) {
  const { t } = useTranslation(['errors', 'ui']);
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('errors:errorTitle')}
      </h2>
      <p className="modal__text">{text}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
          {t('ui:ok')}
        </button>
      </div>
    </>
  );
}
