import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
/** The CSP nonce of this server render; undefined in the browser, where scripts are already loaded. */
export const useNonce = () => useContext(NonceContext);
