import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

/**
 * What a server render offers its cached parts (part-cache.server.ts): the HTML inside a part the
 * last time it was rendered for the same page inputs, or undefined when it must render (its HTML is
 * then kept from this render's document). The key's inputs other than `part`, `varies` and `scope`
 * come from the render itself, so the browser's copy of this module holds nothing of the cache: in
 * the browser there is no cache and every part renders its children, as on any other render.
 */
export interface PartCacheRender {
  htmlOf(part: string, varies: string, scope: object | undefined): string | undefined;
}

export const PartCacheContext = createContext<PartCacheRender | null>(null);

type PartElement = 'div' | 'footer' | 'nav' | 'section';

/**
 * An element whose content is the same for every page with the same brand version, language,
 * viewport, address and kind of visitor: the header's menus, the category strip, the footer.
 * React renders such content element by element on every request; on the server it is rendered
 * once and its HTML reused (decision 0066). In the browser it renders its children as usual and
 * hydrates against that HTML, which is byte for byte what React would have written.
 *
 * `part` names it in the page (`data-part`), so the server can find its HTML after a render.
 * `varies` adds what else the content depends on (the year of a copyright line, the starred games
 * of a list), and `scope` a shared object it is made of (a cached game list: a new list is a new
 * object). Its children may read only those, the root's data, the address, the brand's state and
 * the language: nothing else of the player, the time or the request.
 */
export function CachedPart({
  as: Element = 'div',
  part,
  varies = '',
  scope,
  children,
  ...attributes
}: {
  as?: PartElement;
  part: string;
  varies?: string;
  scope?: object;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
    [data: `data-${string}`]: string | boolean | undefined;
  }) {
  const html = useContext(PartCacheContext)?.htmlOf(part, varies, scope);
  // The same attributes, in the same order, whether the content is rendered or reused.
  return html === undefined ? (
    <Element {...attributes} data-part={part}>
      {children}
    </Element>
  ) : (
    <Element {...attributes} data-part={part} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
