/**
 * The client's address, as nobody but the connection (and the proxies you trust) can say.
 *
 * Next copies the socket's address into X-Forwarded-For only when the request has no such
 * header, so a client that sends one chooses its own address, and Next exposes no socket to
 * server actions. Therefore lib/auth/address-stamp.ts, installed at server start
 * (instrumentation.ts), sees each request on arrival, strips any header of the stamp's
 * family, and writes the address under a header name drawn at random per process: a client
 * cannot guess the name, and any header it sends under the family's prefix is dropped.
 *
 * TRUSTED_PROXIES (default 0) is how many proxies in front of the server append to
 * X-Forwarded-For: with 0 the header is ignored and the socket's peer is the client; with N,
 * the client is the N-th address from the right of `X-Forwarded-For, <socket peer>`.
 */

/** Every stamp header starts with this; the suffix is random per process. */
export const STAMP_PREFIX = "x-paigow-client-";

const STAMP_KEY = "__paigowClientAddressHeader";
const holder = globalThis as typeof globalThis & { [STAMP_KEY]?: string };

/** The header name the stamp writes in this process, or null when no stamp is installed. */
export const stampHeaderName = (): string | null => holder[STAMP_KEY] ?? null;

export function setStampHeaderName(name: string): void {
  holder[STAMP_KEY] = name;
}

const MAX_ADDRESS_LENGTH = 64;

/** Strips an IPv4-mapped prefix and brackets / ports a proxy may have written. */
function clean(address: string): string | null {
  let a = address.trim();
  if (a === "") return null;
  if (a.startsWith("[")) a = a.slice(1, a.indexOf("]") > 0 ? a.indexOf("]") : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.toLowerCase().startsWith("::ffff:") && a.includes(".")) a = a.slice(7);
  if (!/^[0-9A-Za-z.:%_-]+$/.test(a)) return null;
  return a.slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * The client of a request that came from `peer` (the socket) with `forwardedFor` (the
 * X-Forwarded-For header, possibly forged), trusting `trustedProxies` hops.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string | null {
  const socket = peer ? clean(peer) : null;
  if (trustedProxies <= 0 || socket === null) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [...header.split(","), socket].map((hop) => hop.trim()).filter(Boolean);
  // The rightmost `trustedProxies` hops are ours; the one before them is the client. A chain
  // shorter than that (a proxy missing) falls back to the leftmost address there is.
  const hop = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  return hop ? (clean(hop) ?? socket) : socket;
}

/**
 * The key a per-address limit counts under: the address, except IPv6, where one subscriber
 * holds a whole /64 and could rotate through it, so the /64 prefix is the key.
 */
export function limitKeyOf(address: string | null): string {
  if (address === null) return "unknown";
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]?.split("::") ?? [""];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
