import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered on the server (undefined for pre-rendered pages,
 * which are allowed by their scripts' hashes, and in the browser). React Router's own scripts get
 * it from <ServerRouter nonce>; our inline scripts read it here.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
