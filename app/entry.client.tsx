import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, plus one thing: the browser's first use of Intl loads its locale data
// (about 12 ms on a fast machine, four times that on a mid-range phone). react-aria makes that first call
// while its module is evaluated, inside the long task that starts a page's islands. Paid here, in a task of
// its own, it no longer lengthens that one (docs/decisions/028-project-page-hydration.md).
setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf([navigator.language || "en-US"]), 0);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
