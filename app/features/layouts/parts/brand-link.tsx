import { SiteLink } from '#app/features/routing/site-link.tsx';
import type { TemplateName } from '#shared/theme/themes.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { defaultDesktopBreakpoint, desktopBreakpointOf } from '#app/features/layouts/templates.ts';
import { useLocalisedPath } from './use-localised-path.ts';

/** Intrinsic sizes of the brand images (the brand kit: wordmark 240×60, square 200×200, icon 64×64). */
const logoSizes = {
  logo1: { width: 240, height: 60 },
  logo2: { width: 200, height: 200 },
  logo3: { width: 64, height: 64 },
} as const;

interface BrandLinkProps {
  template?: TemplateName;
  /** The phone image: the round icon (logo3) for slim bars, the square badge (logo2) for bold ones. */
  phoneLogo?: 'logo2' | 'logo3';
  className?: string;
  /** false: always the phone logo (the minigame's small bar). */
  wordmark?: boolean;
}

/**
 * Logo and brand name, linking home. The wordmark (logo1) from the template's desktop breakpoint
 * up, the phone logo below it; <picture> lets the browser fetch only the one it shows, and the
 * width/height on both keep the header from jumping while it loads.
 */
export function BrandLink({ template, phoneLogo = 'logo3', className, wordmark = true }: BrandLinkProps) {
  const site = useSite((s) => s.site);
  const localise = useLocalisedPath();
  if (!site) return null;
  const breakpoint = template ? desktopBreakpointOf(template) : defaultDesktopBreakpoint;
  const name = site.logo_text || site.site_name;
  return (
    <SiteLink to={localise('/')} className={['brand', className].filter(Boolean).join(' ')}>
      <picture className="brand__picture">
        {wordmark ? (
          <source media={`(min-width: ${breakpoint}px)`} srcSet={site.logo1} {...logoSizes.logo1} />
        ) : null}
        <img
          className="brand__logo"
          src={site[phoneLogo]}
          alt={site.site_name}
          {...logoSizes[phoneLogo]}
          decoding="async"
          fetchPriority="high"
        />
      </picture>
      {/* The wordmark already spells the name on desktop; the text serves phones, and the alt names the link. */}
      <span className="brand__name" aria-hidden="true">
        {name}
      </span>
    </SiteLink>
  );
}
