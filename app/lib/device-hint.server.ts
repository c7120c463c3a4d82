/**
 * Whether the request comes from a phone, as far as its headers say (the Client Hint, else the user
 * agent). Only a first guess for the server's HTML: the browser's media query decides once the page
 * runs, and a right guess means the layout does not jump when it does.
 */
export function looksLikePhone(request: Request): boolean {
  const hint = request.headers.get("sec-ch-ua-mobile");
  if (hint) return hint.trim() === "?1";
  return /Mobi|iPhone|Android.+Mobile/i.test(request.headers.get("user-agent") ?? "");
}
