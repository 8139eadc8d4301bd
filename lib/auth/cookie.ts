/**
 * The session cookie: httpOnly, SameSite=Lax, path /, Secure when the request came over
 * HTTPS (as Next reports it in x-forwarded-proto, which a TLS-terminating proxy sets).
 */
import "server-only";
import { cookies, headers } from "next/headers";
import { stampHeaderName } from "./client-address";
import { SESSION_TTL_MS } from "./sessions";

const SESSION_COOKIE = "pgt_session";

export async function isHttps(): Promise<boolean> {
  const proto = (await headers()).get("x-forwarded-proto") ?? "";
  return proto.split(",")[0]?.trim() === "https";
}

export async function readSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

/** Sets the cookie; only possible in a server action or route handler. */
export async function writeSessionCookie(
  token: string,
  expiresAt: number,
  now = Date.now(),
): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: await isHttps(),
    path: "/",
    maxAge: Math.max(0, Math.min(SESSION_TTL_MS, expiresAt - now) / 1000) | 0,
  });
}

/**
 * Drops the cookie. In a server component render Next forbids cookie writes; there the stale
 * cookie stays until the next action, which is harmless (the session row is gone).
 */
export async function clearSessionCookie(): Promise<void> {
  try {
    (await cookies()).delete(SESSION_COOKIE);
  } catch {
    // Rendering, not acting: nothing to do.
  }
}

/**
 * The client's address for the rate limits: the one the stamp wrote at the connection
 * (lib/auth/client-address.ts), or null when no stamp is installed (a test, a bare handler).
 * Never X-Forwarded-For itself, which the client can write.
 */
export async function clientAddress(): Promise<string | null> {
  const name = stampHeaderName();
  if (name === null) return null;
  return (await headers()).get(name)?.trim() || null;
}
