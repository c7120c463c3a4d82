import { createContext, useContext } from "react";

// The stylesheet travels inside the document (docs/decisions/027-inline-stylesheet.md): a <link> would
// hold the first paint until one more request comes back, and on a slow phone connection the page's
// scripts finish loading in that time. The server passes the CSS text in; the browser never needs it
// again (the <style> stays in <head> across navigations), so it is not part of any script.

const StylesContext = createContext<string | undefined>(undefined);
export const InlineStylesProvider = StylesContext.Provider;

/** The app's stylesheet as a <style> element; empty in the browser, where hydration keeps the server's. */
export function InlineStyles({ nonce }: { nonce: string | undefined }) {
  const css = useContext(StylesContext);
  // suppressHydrationWarning: the browser renders no text for it and must keep what the server sent.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet, never user input.
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? "" }} />;
}
