import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useLocation, useRouteLoaderData } from 'react-router';
import { readDataText, type DataText } from '#app/features/routing/data-text.ts';

/** An image React preloads in the head when it renders a part's content. */
export interface PartImage {
  src: string;
  fetchPriority?: 'high' | 'auto';
}

/** A part's content as kept: its HTML, and the images whose preloads reusing it must ask for. */
export interface KeptPart {
  html: string;
  images: readonly PartImage[];
}

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
  htmlOf(scopes: readonly object[], key: string, part: string): KeptPart | undefined;
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
  const kept =
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
  if (kept !== undefined) {
    // Rendered, its eager images would each have put a preload in the head.
    for (const { src, fetchPriority } of kept.images)
      preload(src, fetchPriority ? { as: 'image', fetchPriority } : { as: 'image' });
    return <Element {...attributes} data-part={part} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }
  return (
    <Element {...attributes} data-part={part}>
      {children}
    </Element>
  );
}
