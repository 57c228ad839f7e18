import { execFileSync } from 'node:child_process';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtmlOnServer } from './sanitize-html.server.ts';
import { createSanitizer, forbiddenTags, urlScheme } from './sanitize-html.ts';

/**
 * Filter-evasion payloads in the style of the OWASP XSS cheat sheet, plus the published DOMPurify
 * mutation-XSS bypasses (namespace confusion through <math>/<svg>, <noscript>, <template>).
 */
const payloads = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav&#x0A;ascript:alert(1);">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="x" srcset="javascript:alert(1) 1x, data:image/png;base64,AAAA 2x">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)">',
  "<svg><use href=\"data:image/svg+xml,&lt;svg id='x'&gt;&lt;image href='1' onerror='alert(1)'/&gt;&lt;/svg&gt;#x\"></use></svg>",
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<frameset onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form id="f"></form><button form="f" formaction="javascript:alert(1)">x</button>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)><option>x</option></select>',
  '<textarea autofocus onfocus=alert(1)>x</textarea>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="http://evil.example/x.css">',
  "<style>@import 'http://evil.example/x.css';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>',
  '<div data-action="javascript:alert(1)">x</div>',
  '<a href="https://example.com" ping="https://evil.example/track">x</a>',
  '<img id="location" name="cookie" src="https://example.com/a.png">',
];

const forbiddenElements = new Set<string>([
  ...forbiddenTags,
  'animate',
  'set',
  'use',
  'image',
  'foreignobject',
  'mglyph',
  'mtext',
  'mi',
]);
const urlAttributes = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'srcdoc',
  'poster',
  'srcset',
  'background',
];
const badSchemes = ['javascript', 'vbscript', 'data'];

/** Parse the sanitised HTML the way the page does (innerHTML of a div) and list what it holds. */
const page = new JSDOM('<!doctype html><body></body>').window.document;

function parse(html: string): Element {
  const root = page.createElement('div');
  root.innerHTML = html;
  return root;
}

function assertHarmless(html: string): void {
  const root = parse(html);
  for (const element of root.querySelectorAll('*')) {
    expect(forbiddenElements.has(element.localName), `<${element.localName}> in ${html}`).toBe(false);
    expect(element.namespaceURI, `namespace of <${element.localName}>`).toBe('http://www.w3.org/1999/xhtml');
    for (const attribute of element.attributes) {
      expect(attribute.name.toLowerCase().startsWith('on'), `${attribute.name} in ${html}`).toBe(false);
      expect(['style', 'ping'].includes(attribute.name), `${attribute.name} in ${html}`).toBe(false);
      expect(attribute.name.startsWith('data-'), `${attribute.name} in ${html}`).toBe(false);
      if (attribute.name === 'id' || attribute.name === 'name') {
        expect(attribute.value.startsWith('user-content-'), `${attribute.name} in ${html}`).toBe(true);
      }
      if (urlAttributes.includes(attribute.name.toLowerCase())) {
        for (const candidate of attribute.value.split(',')) {
          const scheme = urlScheme(candidate.trim());
          expect(badSchemes.includes(scheme ?? ''), `${attribute.name}="${attribute.value}"`).toBe(false);
        }
      }
    }
  }
}

describe('sanitizeHtmlOnServer with XSS payloads', () => {
  it('has a long list of payloads, which the checks catch when left unsanitised', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(25);
    const caught = payloads.filter((payload) => {
      try {
        assertHarmless(payload);
        return false;
      } catch {
        return true;
      }
    });
    // These three are harmless in a div anyway: the HTML parser drops <body> and <frameset> there,
    // and `<scr<script>` is no script element (it targets naive regex filters).
    expect(payloads.filter((payload) => !caught.includes(payload))).toEqual([
      '<scr<script>ipt>alert(1)</script>',
      '<frameset onload=alert(1)>',
      '<body onload=alert(1)>',
    ]);
  });

  it.each(payloads)('neutralises %s', (payload) => {
    const once = sanitizeHtmlOnServer(payload);
    assertHarmless(once);
    assertHarmless(sanitizeHtmlOnServer(`<div><p>${payload}</p></div>`));
    // Stable under a second pass: a mutation-XSS payload changes shape when re-parsed.
    expect(sanitizeHtmlOnServer(once)).toBe(once);
  });

  it('prefixes ids and names so content cannot clobber window or document properties', () => {
    const html = sanitizeHtmlOnServer('<img id="location" name="cookie" src="https://example.com/a.png">');
    expect(html).toContain('id="user-content-location"');
    expect(html).toContain('name="user-content-cookie"');
  });

  it('drops the content of executable elements, not only the tags', () => {
    expect(sanitizeHtmlOnServer('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
  });
});

describe('sanitizeHtmlOnServer with ordinary content', () => {
  const prose = `<h2>Deposits</h2><h3>How long?</h3>
<p>Most requests are paid <strong>the same day</strong>, some <em>sooner</em>; <b>bold</b> and <i>italic</i> too.</p>
<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>
<p><a href="https://example.com/help">Help</a>, <a href="/banking">Banking</a>,
<a href="mailto:support@example.com">mail</a>, <a href="tel:+63281234567">call</a></p>
<table><thead><tr><th>Method</th><th>Time</th></tr></thead><tbody><tr><td>Bank</td><td>1 day</td></tr></tbody></table>
<blockquote>Play responsibly.</blockquote><hr><img src="https://cdn.example.com/banner.png" alt="Banner">`;

  it('keeps headings, paragraphs, lists, links, emphasis, tables and images', () => {
    const root = parse(sanitizeHtmlOnServer(prose));
    expect(root.querySelector('h2')?.textContent).toBe('Deposits');
    expect(root.querySelector('h3')?.textContent).toBe('How long?');
    expect(root.querySelector('strong')?.textContent).toBe('the same day');
    expect(root.querySelector('em')?.textContent).toBe('sooner');
    expect(root.querySelector('b')?.textContent).toBe('bold');
    expect(root.querySelector('i')?.textContent).toBe('italic');
    expect(root.querySelectorAll('ul li')).toHaveLength(2);
    expect(root.querySelectorAll('ol li')).toHaveLength(1);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/help',
      '/banking',
      'mailto:support@example.com',
      'tel:+63281234567',
    ]);
    expect([...root.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Method', 'Time']);
    expect(root.querySelector('tbody td')?.textContent).toBe('Bank');
    expect(root.querySelector('blockquote')?.textContent).toBe('Play responsibly.');
    expect(root.querySelector('hr')).not.toBeNull();
    const image = root.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/banner.png');
    expect(image?.getAttribute('alt')).toBe('Banner');
    expect(image?.getAttribute('loading')).toBe('lazy');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab and keeps the operator rel', () => {
    const root = parse(
      sanitizeHtmlOnServer(
        '<a href="https://a.example" target="_blank">a</a><a href="https://b.example" target="_blank" rel="nofollow">b</a>',
      ),
    );
    const [a, b] = [...root.querySelectorAll('a')];
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(b?.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  });

  it('drops named targets, which could drive another window', () => {
    const html = sanitizeHtmlOnServer('<a href="https://a.example" target="checkout">a</a>');
    expect(html).toBe('<a href="https://a.example">a</a>');
  });

  it('keeps in-page links pointing at their (prefixed) targets', () => {
    const root = parse(sanitizeHtmlOnServer('<a href="#fees">Fees</a><h3 id="fees">Fees</h3>'));
    const href = root.querySelector('a')?.getAttribute('href');
    expect(href).toBe('#user-content-fees');
    expect(root.querySelector(href!)?.textContent).toBe('Fees');
  });
});

describe('createSanitizer', () => {
  it('gives the same answer for any window (the browser path uses the same policy)', () => {
    const own = createSanitizer(new JSDOM('').window as unknown as WindowLike);
    for (const payload of payloads.slice(0, 10)) expect(own(payload)).toBe(sanitizeHtmlOnServer(payload));
  });
});

describe('urlScheme', () => {
  it('reads the scheme as a URL parser does, ignoring whitespace and control characters', () => {
    expect(urlScheme('JaVaScRiPt:alert(1)')).toBe('javascript');
    expect(urlScheme(' \u000e java\tscript:alert(1)')).toBe('javascript');
    expect(urlScheme('/banking')).toBeNull();
    expect(urlScheme('page.html#x:y')).toBeNull();
    expect(urlScheme('https://example.com')).toBe('https');
  });
});

describe('jsdom on the server (decision 0077)', () => {
  it('is loaded by the first sanitising, not by importing the module: a start does not pay for it', () => {
    // A process of its own: this test process has loaded jsdom already.
    const script = `
      import { createRequire } from 'node:module';
      const loaded = () =>
        Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('/node_modules/jsdom/'));
      const { sanitizeHtmlOnServer } = await import(${JSON.stringify(new URL('./sanitize-html.server.ts', import.meta.url).href)});
      const before = loaded();
      const html = sanitizeHtmlOnServer('<p>kept</p><script>gone()</script>');
      process.stdout.write(JSON.stringify({ before, after: loaded(), html }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ before: false, after: true, html: '<p>kept</p>' });
  });
});
