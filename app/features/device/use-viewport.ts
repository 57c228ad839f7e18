import { useEffect } from 'react';
import { breakpointForWidth, viewportBreakpoints, type Viewport } from '#shared/rules/breakpoints.ts';
import { inTaskOfItsOwn } from '#app/features/tracking/next-task.ts';
import { writeViewportCookie } from './browser-cookies.ts';

/**
 * Keeps the viewport cookie in step with the window: one media query per breakpoint, and the
 * cookie is rewritten when one of them starts or stops matching (spec §4 "Viewport").
 */
export function useViewportCookie(initial: Viewport, onChange: (viewport: Viewport) => void): void {
  useEffect(() => {
    let current = initial;
    let queries: MediaQueryList[] = [];
    const update = () => {
      const next = breakpointForWidth(window.innerWidth);
      writeViewportCookie(next);
      if (next !== current) {
        current = next;
        onChange(next);
      }
    };
    // Not in the task that runs every mount effect of the page: the media queries and the cookie
    // write hold the main thread for a few milliseconds, and that task is long enough already.
    const cancel = inTaskOfItsOwn(() => {
      queries = Object.values(viewportBreakpoints).map((width) =>
        window.matchMedia(`(min-width: ${width}px)`),
      );
      for (const query of queries) query.addEventListener('change', update);
      update();
    });
    return () => {
      cancel();
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, [initial, onChange]);
}
