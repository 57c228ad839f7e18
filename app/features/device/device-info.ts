import { isbot } from 'isbot';

/** Spec §3 "Device info", derived from the user agent (server) or navigator (client). */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isApple: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  isEdge: boolean;
  isChrome: boolean;
  isSamsung: boolean;
  isCrawler: boolean;
}

/** The user agent's device, browser and system: all of DeviceInfo but the crawler check. */
export type DeviceTraits = Omit<DeviceInfo, 'isCrawler'>;

/**
 * The device of a user agent, worked out once per distinct agent: every page request asks, and the
 * crawler check runs a long pattern list. Visitors send few distinct agents; the answers kept are
 * bounded all the same, as the header is the client's to choose. The answer is shared: never
 * mutate it.
 */
export function deviceInfoFromUserAgent(userAgent: string): DeviceInfo {
  let info = devicesOfAgents.get(userAgent);
  if (info === undefined) {
    info = { ...deviceTraitsOf(userAgent), isCrawler: isbot(userAgent) };
    if (devicesOfAgents.size >= keptAgents) devicesOfAgents.clear();
    devicesOfAgents.set(userAgent, info);
  }
  return info;
}

const devicesOfAgents = new Map<string, DeviceInfo>();
const keptAgents = 1_000;

/**
 * Without the crawler check, whose pattern list (isbot) is most of this module's size: the browser
 * uses this one, and keeps the server's answer to "is this a crawler" (it cannot change on a page).
 */
export function deviceTraitsOf(userAgent: string): DeviceTraits {
  const ua = userAgent;
  const isIpad = /iPad/.test(ua) || (/Macintosh/.test(ua) && /Mobile\//.test(ua));
  const isIos = /iPhone|iPod/.test(ua) || isIpad;
  const isAndroid = /Android/.test(ua);
  const isTablet = isIpad || (isAndroid && !/Mobile/.test(ua)) || /Tablet/.test(ua);
  const isMobile = !isTablet && (isIos || /Mobi|Android|IEMobile|Opera Mini/.test(ua));
  const isMacOS = /Macintosh|Mac OS X/.test(ua) && !isIos;
  const isEdge = /Edg(e|A|iOS)?\//.test(ua);
  const isSamsung = /SamsungBrowser/.test(ua);
  const isFirefox = /Firefox|FxiOS/.test(ua);
  const isChrome = /Chrome|CriOS/.test(ua) && !isEdge && !isSamsung && !/OPR\//.test(ua);
  const isSafari =
    /Safari/.test(ua) && !isChrome && !isEdge && !isFirefox && !isSamsung && !/Android/.test(ua);
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid,
    isWindows: /Windows/.test(ua),
    isMacOS,
    isApple: isIos || isMacOS,
    isSafari,
    isFirefox,
    isEdge,
    isChrome,
    isSamsung,
  };
}
