import { must } from "../../core/must";
import { isDevelopment } from "../env";

// Where a webhook may send (issue 24, decision 066). A subscription makes our server POST to a URL an
// owner typed: without these rules it would reach whatever our network reaches (SSRF). Only https to a
// public host; never a private, loopback, link-local or otherwise special address, however it is
// written (the URL parser turns 2130706433, 0x7f.1 and 0177.0.0.1 into 127.0.0.1 before we look).
// Development also allows http://127.0.0.1 and http://localhost, so local tools and tests can receive.

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const LOCAL_NAME_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan", ".localdomain"];
const DEV_HOSTS = new Set(["127.0.0.1", "localhost"]);

export const URL_MESSAGES = {
  invalid: "Give a full URL, like https://example.com/hooks/kickoff.",
  https: "Webhook URLs must use https.",
  credentials: "Put no user name or password in the URL.",
  privateAddress: "Webhook URLs must point to a public address, not a private, loopback or link-local one.",
  localName: "Webhook URLs must name a public host, not localhost or a local network name.",
} as const;

export function checkWebhookUrl(raw: string, env: Env): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: URL_MESSAGES.invalid };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, message: URL_MESSAGES.https };
  if (url.username || url.password) return { ok: false, message: URL_MESSAGES.credentials };
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (isDevelopment(env) && DEV_HOSTS.has(host)) return { ok: true, url: url.href };
  if (url.protocol !== "https:") return { ok: false, message: URL_MESSAGES.https };
  if (host.startsWith("[")) {
    return isPublicIpv6(host.slice(1, -1)) ? { ok: true, url: url.href } : { ok: false, message: URL_MESSAGES.privateAddress };
  }
  const v4 = parseIpv4(host);
  if (v4 !== null) return isPublicIpv4(v4) ? { ok: true, url: url.href } : { ok: false, message: URL_MESSAGES.privateAddress };
  if (host === "localhost" || !host.includes(".") || LOCAL_NAME_SUFFIXES.some((s) => host.endsWith(s))) {
    return { ok: false, message: URL_MESSAGES.localName };
  }
  // The last label of a name is never all digits: "1.2.3.04x" is not an address but "1.2.3.4" is.
  if (/^\d+$/.test(host.split(".").at(-1) ?? "")) return { ok: false, message: URL_MESSAGES.invalid };
  return { ok: true, url: url.href };
}

/** Dotted-quad IPv4 (the URL parser has already normalised every other form to it), as a 32-bit number. */
function parseIpv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** [network, prefix length] ranges that are not the public internet (RFC 6890 and friends). */
const V4_BLOCKED: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and 255.255.255.255 broadcast
];
const V4_RANGES = V4_BLOCKED.map(([net, bits]) => ({
  net: must(parseIpv4(net), `${net} is written as an IPv4 address`),
  size: 2 ** (32 - bits),
}));

export function isPublicIpv4(ip: number): boolean {
  return !V4_RANGES.some((r) => ip >= r.net && ip < r.net + r.size);
}

/** The eight 16-bit groups of an IPv6 address (brackets removed), or null if it is not one. */
function parseIpv6(text: string): number[] | null {
  let s = text.toLowerCase();
  if (s.includes("%")) return null; // zone ids name a local interface
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two groups.
  const quad = s.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (quad) {
    const v4 = parseIpv4(quad[2]);
    if (v4 === null) return null;
    s = `${quad[1]}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
}

export function isPublicIpv6(text: string): boolean {
  const g = parseIpv6(text);
  if (!g) return false;
  const v4At = (i: number) => g[i] * 65536 + g[i + 1];
  // ::/96 holds the unspecified and loopback addresses and the old IPv4-compatible form.
  if (g.slice(0, 6).every((x) => x === 0)) return false;
  // IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96) reach the IPv4 address inside.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicIpv4(v4At(6));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIpv4(v4At(6));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return false; // local-use NAT64
  // 6to4 (2002::/16) embeds an IPv4 address in its next 32 bits.
  if (g[0] === 0x2002) return isPublicIpv4(v4At(1));
  if ((g[0] & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return false; // link-local, old site-local
  if ((g[0] & 0xff00) === 0xff00) return false; // multicast
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return false; // Teredo, documentation
  if (g[0] === 0x100 && g.slice(1, 4).every((x) => x === 0)) return false; // discard-only
  return true;
}
