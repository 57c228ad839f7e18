import type { AnalyticsItem } from '#shared/brand/brand-site-schema.ts';
import { analyticsCall } from '#shared/contract/site-calls.ts';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { callApi } from '#app/features/api/api-client.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { documentScriptNonce } from '#app/features/builds/script-nonce.ts';

/** Marks every node we inject, with the brand and item it came from. */
export const analyticsAttribute = 'data-marquee-analytics';

/** A script element the browser will run: scripts parsed through innerHTML never run, so rebuild them. */
function runnableScript(doc: Document, source: HTMLScriptElement): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const attribute of source.attributes) script.setAttribute(attribute.name, attribute.value);
  script.text = source.text;
  return withPageNonce(doc, script);
}

/** The page's Content-Security-Policy admits only scripts with its nonce (decision 0015). */
function withPageNonce(doc: Document, script: HTMLScriptElement): HTMLScriptElement {
  const nonce = documentScriptNonce(doc);
  if (nonce) script.nonce = nonce;
  return script;
}

/**
 * The nodes of one analytics item. Operators paste either bare JavaScript (our seed) or a vendor's
 * HTML snippet (`<script async src=…></script><script>…</script><noscript><img …></noscript>`), so
 * both are accepted; the scripts of a snippet are rebuilt so that they run.
 */
function nodesOf(doc: Document, source: string): Node[] {
  if (!/^\s*<[a-z]/i.test(source)) {
    const script = doc.createElement('script');
    script.text = source;
    return [withPageNonce(doc, script)];
  }
  const template = doc.createElement('template');
  template.innerHTML = source;
  const nodes: Node[] = [];
  for (const node of [...template.content.childNodes]) {
    // Whitespace and comments between the snippet's tags are dropped.
    if (node.nodeType !== 1) continue;
    if ((node as Element).localName === 'script') {
      nodes.push(runnableScript(doc, node as HTMLScriptElement));
      continue;
    }
    const copy = doc.importNode(node, true) as Element;
    for (const inner of copy.querySelectorAll('script')) inner.replaceWith(runnableScript(doc, inner));
    nodes.push(copy);
  }
  return nodes;
}

function alreadyInDocument(doc: Document, key: string): boolean {
  for (const element of doc.querySelectorAll(`[${analyticsAttribute}]`)) {
    if (element.getAttribute(analyticsAttribute) === key) return true;
  }
  return false;
}

interface LoadAnalyticsOptions {
  hostname: string;
  /** The brand's external_id: keys the once-only guards. */
  brand: string;
  doc?: Document;
  fetch?: typeof fetch;
}

export interface AnalyticsLoader {
  /**
   * Spec §4: third-party scripts load once the app is mounted. Each item goes into <head> (HEAD) or
   * at the end of <body> (BODY), at most once per page lifetime. Answers how many items were added.
   */
  inject(items: readonly AnalyticsItem[], brand: string, doc?: Document): number;
  /**
   * Requests the brand's analytics once and injects them. A failure is dropped on purpose: the
   * scripts are the operator's, and the player should never see an error dialog about them.
   */
  load(options: LoadAnalyticsOptions): Promise<number>;
}

/**
 * One per app, which lives as long as the page: what it injected and requested. The document is
 * checked too, so a second app on the same page (or a reload of the tree) adds nothing twice.
 */
export function createAnalyticsLoader(): AnalyticsLoader {
  /** Keys (`<brand>#<index>`) already injected: re-renders and navigations add nothing. */
  const injected = new Set<string>();
  /** Brands whose analytics were requested. */
  const requested = new Set<string>();

  const inject = (items: readonly AnalyticsItem[], brand: string, doc: Document = document): number => {
    let added = 0;
    items.forEach((item, index) => {
      const key = `${brand}#${index}`;
      if (injected.has(key) || alreadyInDocument(doc, key)) {
        injected.add(key);
        return;
      }
      const parent = item.section === 'HEAD' ? doc.head : doc.body;
      for (const node of nodesOf(doc, item.script)) {
        (node as Element).setAttribute(analyticsAttribute, key);
        parent.appendChild(node);
      }
      injected.add(key);
      added += 1;
    });
    return added;
  };

  const load = async ({ hostname, brand, doc, fetch }: LoadAnalyticsOptions): Promise<number> => {
    if (requested.has(brand)) return 0;
    requested.add(brand);
    const answer = await callApi(analyticsCall, { domain_name: baseDomainOf(hostname) }, { fetch });
    if (!isApiSuccess(answer)) {
      // A later call may try again.
      requested.delete(brand);
      return 0;
    }
    return inject(answer.value, brand, doc);
  };

  return { inject, load };
}
