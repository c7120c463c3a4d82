import { createContext, useContext } from "react";
import cssHref from "../app.css?url";

// The stylesheet (docs/decisions/027-inline-stylesheet.md, 084-stylesheet-cached-after-first-visit.md):
// a browser that has never had it gets it inside the document, so the first paint waits for no other
// request, and fetches the stylesheet file at idle time. Every later document says so in a cookie
// (`kickoff_css`, the file's hashed name) and links to that file instead, from the browser's cache: 75 KB
// less in every page after the first (issue 22: a project page ≤ 150 KB). A new build has a new name.

export const CSS_COOKIE = "kickoff_css";
/** The built stylesheet's file name (its hash included): what the cookie holds. */
export const cssFile = cssHref.split("/").pop() ?? "";

interface Styles {
  /** The stylesheet's text, for a document that carries it. */
  css: string;
  /** The browser has the stylesheet file (its cookie names this build's). */
  cached: boolean;
}
const StylesContext = createContext<Styles | undefined>(undefined);
export const InlineStylesProvider = StylesContext.Provider;

/** The app's stylesheet: a link to the cached file, or a <style> (empty in the browser, where hydration keeps the server's). */
export function InlineStyles({ nonce }: { nonce: string | undefined }) {
  const styles = useContext(StylesContext);
  // In the browser, whichever the server sent: the head is never rendered differently afterwards.
  const linked =
    !import.meta.env.DEV &&
    (typeof document === "undefined" ? styles?.cached === true : document.querySelector("link[data-app-css]") !== null);
  if (linked) return <link rel="stylesheet" href={cssHref} data-app-css="" />;
  return (
    <>
      {/* suppressHydrationWarning: the browser renders no text for it and must keep what the server sent. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet, never user input. */}
      <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: styles?.css ?? "" }} />
      {/* Fetched when the browser is idle, for the next document (the development server injects its own). */}
      {!import.meta.env.DEV && <link rel="prefetch" as="style" href={cssHref} />}
    </>
  );
}

/** Whether a request's cookies say the browser has this build's stylesheet. */
export function hasCachedStylesheet(cookieHeader: string | null): boolean {
  if (!cookieHeader || !cssFile) return false;
  return cookieHeader.split(";").some((c) => c.trim() === `${CSS_COOKIE}=${cssFile}`);
}
