/** Headers for every HTML page. The nonce lets React Router's inline hydration scripts run and nothing else. */
export function htmlSecurityHeaders(nonce: string, dev: boolean): Record<string, string> {
  // Vite's dev server injects inline scripts and uses eval for HMR; the built app gets the strict policy.
  const scriptSrc = dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      `script-src ${scriptSrc}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      // 'self' covers our own ws:/wss: origin (CSP3); any other host is refused, so an injected script cannot open a socket elsewhere.
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self' https://github.com https://accounts.google.com",
      "object-src 'none'",
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
