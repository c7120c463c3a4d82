import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import css from "./app.css?inline";
import { CSS_COOKIE, cssFile, hasCachedStylesheet, InlineStylesProvider } from "./lib/inline-styles";
import { NonceProvider } from "./lib/nonce";
import { lowPriorityModulePreloads } from "./lib/script-priority.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const nonce = loadContext.cspNonce;
  // A browser that has this build's stylesheet gets a link to it; any other gets it inline, and the
  // cookie that says it will have the file next time (decision 084).
  const cached = hasCachedStylesheet(request.headers.get("cookie"));
  if (!cached && cssFile) responseHeaders.append("Set-Cookie", `${CSS_COOKIE}=${cssFile}; Path=/; Max-Age=31536000; SameSite=Lax`);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <InlineStylesProvider value={{ css, cached }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesProvider>
    </NonceProvider>,
    {
      nonce,
      // React outlines a finished Suspense boundary bigger than this into a hidden <div> that an inline
      // script reveals on a later animation frame: the landing page and the dashboard (server-rendered
      // islands) would then paint only after the scripts load. Everything that is ready goes in the
      // shell; only boundaries still waiting for data (the project, streamed) come later.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors after the shell are logged; before it they reject renderToReadableStream.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Bots and SPA-mode builds get the whole document at once, for SEO and static generation.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  return new Response(lowPriorityModulePreloads(body), { headers: responseHeaders, status: responseStatusCode });
}
