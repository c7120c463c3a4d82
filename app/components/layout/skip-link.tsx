/** The first stop of the Tab key: straight past the sidebar to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[200] rounded-md bg-indigo-600 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-300"
    >
      Skip to main content
    </a>
  );
}
