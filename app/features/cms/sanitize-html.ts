import DOMPurify, { type Config, type WindowLike } from 'dompurify';

/**
 * The one HTML policy for operator-written content (CMS pages, SEO bodies). Spec §5: "CMS bodies
 * are sanitised as HTML before use". The operator is trusted to write prose, not to run code in a
 * player's session, so anything that can execute, load a foreign document or submit data goes.
 *
 * DOMPurify needs a DOM: the browser's window here, a jsdom window on the server
 * (sanitize-html.server.ts). Both build their sanitiser with `createSanitizer`, so the policy is
 * identical on either side.
 */

/** Elements removed with their content (DOMPurify keeps the text of other removed elements). */
export const forbiddenTags = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'isindex',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'dialog',
] as const;

/**
 * `style`: CSS can overlay the page (a fake login box over the real one) and smuggle URLs; the
 * prose styles come from cms.css instead. The rest can carry or fetch a URL we do not check.
 */
const forbiddenAttributes = [
  'style',
  'srcset',
  'action',
  'formaction',
  'srcdoc',
  'ping',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
];

/** Attributes whose value is a URL: each must be relative or use one of `allowedSchemes`. */
const urlAttributes = ['href', 'src', 'xlink:href', 'cite', 'longdesc', 'data', 'action', 'formaction'];
const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

/** DOMPurify prefixes ids and names with this (SANITIZE_NAMED_PROPS) so content cannot clobber globals. */
const idPrefix = 'user-content-';

const cmsPurifyConfig: Config = {
  // HTML only: no SVG or MathML namespaces, which is where mutation XSS lives.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [...forbiddenTags],
  FORBID_ATTR: forbiddenAttributes,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_NAMED_PROPS: true,
  // DOMPurify's default also lets data: URLs through on images; `checkUrl` below refuses them.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/**
 * The scheme of a URL as a browser resolves it: entities are already decoded by the parser; the
 * URL parser drops ASCII whitespace and control characters anywhere in the scheme.
 */
export function urlScheme(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007F]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1]! : null;
}

function checkUrl(element: Element, name: string): void {
  const value = element.getAttribute(name);
  if (value === null) return;
  const scheme = urlScheme(value);
  if (scheme !== null && !allowedSchemes.includes(scheme)) element.removeAttribute(name);
}

function afterAttributes(element: Element): void {
  for (const name of urlAttributes) checkUrl(element, name);

  const target = element.getAttribute('target');
  if (target !== null) {
    // A named target could navigate a window the player has open for something else.
    if (target === '_blank') {
      const rel = new Set((element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      element.setAttribute('rel', [...rel].join(' '));
    } else if (target !== '_self') {
      element.removeAttribute('target');
    }
  }

  // Ids got the prefix; keep the operator's in-page links (#deposits) pointing at them.
  const href = element.getAttribute('href');
  if (href !== null && href.length > 1 && href.startsWith('#') && !href.startsWith(`#${idPrefix}`)) {
    element.setAttribute('href', `#${idPrefix}${href.slice(1)}`);
  }

  if (element.localName === 'img') {
    if (!element.hasAttribute('loading')) element.setAttribute('loading', 'lazy');
    if (!element.hasAttribute('decoding')) element.setAttribute('decoding', 'async');
  }
}

export type Sanitizer = (html: string) => string;

/** A sanitiser bound to one window; build it once per window and reuse it (hooks are per instance). */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = DOMPurify(window);
  if (!purify.isSupported) throw new Error('DOMPurify is not supported by this window');
  purify.addHook('afterSanitizeAttributes', afterAttributes);
  return (html) => purify.sanitize(html, { ...cmsPurifyConfig, RETURN_TRUSTED_TYPE: false }) as string;
}
