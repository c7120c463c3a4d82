import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

let clientNonce: string | undefined;

/**
 * The CSP nonce of this page. The server has it from the request; the browser reads it back from the
 * server-rendered scripts (as the `nonce` property: the attribute is hidden), because React compares
 * nonces when hydrating and a missing one on the client is a hydration mismatch.
 */
export function useNonce(): string | undefined {
  const serverNonce = useContext(NonceContext);
  if (serverNonce !== undefined) return serverNonce;
  if (typeof document === "undefined") return undefined;
  if (clientNonce === undefined) {
    const script = document.querySelector("script[nonce]");
    clientNonce = (script instanceof HTMLElement && script.nonce) || undefined;
  }
  return clientNonce;
}
