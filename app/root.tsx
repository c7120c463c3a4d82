import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { ToastProvider } from "./components/ui/toast";
import { HydratedMark } from "./lib/hydrated-mark";
import { InlineStyles } from "./lib/inline-styles";
import { useNonce } from "./lib/nonce";
import { QueryHomeProvider } from "./lib/query-home";

// The document carries the stylesheet inline (entry.server.tsx). The dev server also gets Vite's style
// injection, so editing a class updates the page without a reload.
if (import.meta.env.DEV) void import("./app.css");

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links nonce={nonce} />
      </head>
      <body>
        <QueryHomeProvider>
          <ToastProvider>{children}</ToastProvider>
        </QueryHomeProvider>
        <HydratedMark />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please reload the page.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "404 Page Not Found" : `${error.status} ${error.statusText || "Error"}`;
    details = error.status === 404 ? "The page you are looking for does not exist." : typeof error.data === "string" ? error.data : details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`${title} | Kickoff`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">{details}</p>
      <a href="/" className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700">
        Go home
      </a>
    </main>
  );
}
