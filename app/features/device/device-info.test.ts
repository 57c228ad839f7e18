import { describe, expect, it } from 'vitest';
import { deviceInfoFromUserAgent } from './device-info.ts';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('deviceInfoFromUserAgent', () => {
  it('tells phones, desktops and crawlers apart', () => {
    expect(deviceInfoFromUserAgent(iphoneSafari)).toMatchObject({
      isMobile: true,
      isIos: true,
      isSafari: true,
      isCrawler: false,
    });
    expect(deviceInfoFromUserAgent(desktopChrome)).toMatchObject({
      isDesktop: true,
      isChrome: true,
      isCrawler: false,
    });
    expect(deviceInfoFromUserAgent(googlebot).isCrawler).toBe(true);
  });

  it('works an agent out once and gives every request for it the same answer', () => {
    const first = deviceInfoFromUserAgent(desktopChrome);
    expect(deviceInfoFromUserAgent(desktopChrome)).toBe(first);
    expect(deviceInfoFromUserAgent(iphoneSafari)).not.toBe(first);
  });

  it('keeps a bounded number of agents, and answers a forgotten one the same', () => {
    const first = deviceInfoFromUserAgent(desktopChrome);
    for (let index = 0; index < 1_100; index++) deviceInfoFromUserAgent(`${desktopChrome} probe/${index}`);
    const again = deviceInfoFromUserAgent(desktopChrome);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
