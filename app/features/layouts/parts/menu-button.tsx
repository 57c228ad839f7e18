import { useTranslation } from '#app/features/i18n/use-translation.ts';

interface MenuButtonProps {
  controls: string;
  expanded: boolean;
  onClick: () => void;
  className?: string;
}

/** The phone menu toggle (hamburger that turns into a cross); hidden on desktop by the frame CSS. */
export function MenuButton({ controls, expanded, onClick, className }: MenuButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      className={['menu-button', className].filter(Boolean).join(' ')}
      aria-controls={controls}
      aria-expanded={expanded}
      aria-label={expanded ? t('close') : t('menu')}
      onClick={onClick}
    >
      <span className="menu-button__bars" aria-hidden="true" />
    </button>
  );
}
