/**
 * Stylesheets of a lazily loaded frame (layoutStylesheets). React Router only links the CSS of route
 * modules, so CSS imported by a dynamically imported frame would arrive after hydration (a flash of an
 * unstyled page). Rendering the `?url` of each file as a React 19 hoisted stylesheet puts it in the
 * server's <head>, and on the client React waits for it before showing a newly loaded frame; React
 * de-duplicates by href, so the frames' lists can all name the shared sheet. LayoutOutlet renders these
 * outside its Suspense boundary, so the server puts them in the shell rather than streaming the page.
 */
export function FrameStyles({ hrefs }: { hrefs: readonly string[] }) {
  // Vitest (CSS off) resolves `?url` imports to '': render nothing for those.
  const sheets = [...new Set(hrefs)].filter(Boolean);
  return (
    <>
      {sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="layout" />
      ))}
    </>
  );
}
