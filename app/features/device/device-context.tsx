import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { Viewport } from '#shared/rules/breakpoints.ts';
import { mobileResizeDebounceMs } from '#shared/rules/timings.ts';
import { deviceTraitsOf, type DeviceInfo } from './device-info.ts';
import { useViewportCookie } from './use-viewport.ts';

interface DeviceState {
  device: DeviceInfo;
  viewport: Viewport;
}

const DeviceContext = createContext<DeviceState | null>(null);

/** Device info and breakpoint: from the request on the server, refreshed from the window in the browser. */
export function DeviceProvider(props: { device: DeviceInfo; viewport: Viewport; children: ReactNode }) {
  const [device, setDevice] = useState(props.device);
  const [viewport, setViewport] = useState(props.viewport);
  // A first visit is rendered for the default breakpoint; the correction re-renders the whole page,
  // so it goes in a transition, which React renders in slices instead of one long task.
  const onViewport = useCallback((next: Viewport) => startTransition(() => setViewport(next)), []);
  useViewportCookie(props.viewport, onViewport);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setDevice((current) => {
          const next = { ...deviceTraitsOf(navigator.userAgent), isCrawler: current.isCrawler };
          return JSON.stringify(current) === JSON.stringify(next) ? current : next;
        });
      }, mobileResizeDebounceMs);
    };
    window.addEventListener('resize', refresh);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', refresh);
    };
  }, []);

  return <DeviceContext.Provider value={{ device, viewport }}>{props.children}</DeviceContext.Provider>;
}

export function useDevice(): DeviceState {
  const state = useContext(DeviceContext);
  if (!state) throw new Error('useDevice outside DeviceProvider');
  return state;
}
