import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page: 128 random bits, base64 (CSP3 asks for at least 128). */
export function newScriptNonce(): string {
  if (nonceOffset + nonceBytes > noncePool.length) {
    noncePool = randomBytes(noncePoolBytes);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + nonceBytes);
  nonceOffset += nonceBytes;
  return nonce;
}

/**
 * Every response needs a fresh nonce; asking the system for 16 random bytes each time was 7 % of
 * answering a cached page. They are drawn 4 KiB at a time instead, each slice used once.
 */
const nonceBytes = 16;
const noncePoolBytes = 4096;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * Origins every brand's pages frame besides the site itself: LiveChat's widget (when the build
 * selects the vendor driver) draws its window in a frame of its own. The brand's game providers'
 * launch origins are added per brand (`frameOrigins`, server/features/play/provider-frame-origins.ts).
 */
const liveChatFrameOrigins = ['https://secure.livechatinc.com'];

/**
 * The Content-Security-Policy of a page (decision 0015). Scripts run only with this page's nonce:
 * React Router's inline scripts and module bootstrap carry it, and the scripts the app adds later
 * (operators' analytics snippets, the live-chat loader) are given it or are trusted through
 * 'strict-dynamic'. Operators' CMS HTML is sanitised and cannot add scripts. Styles stay open to
 * inline use: themes are inline custom properties and the toast library injects its stylesheet.
 */
export function contentSecurityPolicy(nonce: string, frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // The call worker's script, one of the site's own assets (decision 0053).
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Game artwork, partner logos and tracking pixels may come from any HTTPS origin.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Analytics vendors send their beacons to their own HTTPS origins.
    "connect-src 'self' https:",
    `frame-src 'self' ${[...liveChatFrameOrigins, ...frameOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}
