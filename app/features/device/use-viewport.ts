import { useEffect } from 'react';
import { breakpointForWidth, viewportBreakpoints, type Viewport } from '#shared/rules/breakpoints.ts';
import { writeViewportCookie } from './browser-cookies.ts';

/**
 * Keeps the viewport cookie in step with the window: one media query per breakpoint, and the
 * cookie is rewritten when one of them starts or stops matching (spec §4 "Viewport").
 */
export function useViewportCookie(initial: Viewport, onChange: (viewport: Viewport) => void): void {
  useEffect(() => {
    let current = initial;
    const update = () => {
      const next = breakpointForWidth(window.innerWidth);
      writeViewportCookie(next);
      if (next !== current) {
        current = next;
        onChange(next);
      }
    };
    const queries = Object.values(viewportBreakpoints).map((width) =>
      window.matchMedia(`(min-width: ${width}px)`),
    );
    for (const query of queries) query.addEventListener('change', update);
    update();
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, [initial, onChange]);
}
