import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';

/**
 * What a server render offers its cached parts (part-cache.server.ts): the HTML a part had the last
 * time it was rendered with the same inputs, and a way to ask for this render's HTML to be kept.
 * The browser has none: there every part renders its children, as on any other render.
 */
export interface PartCacheRender {
  /**
   * The HTML inside the part's element, or undefined when it must render (and is then captured).
   * `scopes`: the brand's state, then any other shared object the part is made of.
   */
  htmlOf(scopes: readonly object[], key: string, part: string): string | undefined;
}

export const PartCacheContext = createContext<PartCacheRender | null>(null);

/** The root loader's answer, as much of it as a part's key reads. */
interface RootKeyData {
  state: DataText<object>;
  language: string;
  viewport?: string;
  session: unknown;
}

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
  const cache = useContext(PartCacheContext);
  const root = useRouteLoaderData('root') as RootKeyData | undefined;
  const location = useLocation();
  const html =
    cache && root
      ? cache.htmlOf(
          scope ? [readDataText(root.state), scope] : [readDataText(root.state)],
          [
            part,
            root.language,
            root.viewport ?? '',
            root.session ? 'player' : 'guest',
            location.pathname + location.search,
            varies,
          ].join('\n'),
          part,
        )
      : undefined;
  // The same attributes, in the same order, whether the content is rendered or reused.
  if (html !== undefined)
    return <Element {...attributes} data-part={part} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Element {...attributes} data-part={part}>
      {children}
    </Element>
  );
}
