/**
 * The stand-in admin identity until accounts exist: whoever knows ADMIN_TOKEN may sign in, and
 * gets a cookie `<issuedAt>.<HMAC-SHA256(ADMIN_TOKEN, issuedAt)>`. The cookie never holds the
 * token; changing ADMIN_TOKEN signs every admin out. Pure functions, tested beside this file;
 * lib/auth/admin.ts reads and writes the cookie.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const ADMIN_COOKIE = "paigow_admin";
/** An admin sign-in lasts twelve hours. */
export const ADMIN_SESSION_SECONDS = 12 * 60 * 60;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares a submitted token with the configured one in constant time. */
export function tokenMatches(configured: string, submitted: string): boolean {
  return timingSafeEqual(digest(configured), digest(submitted));
}

const mac = (secret: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`paigow-admin:${issuedAt}`).digest("base64url");

export function signAdminSession(secret: string, issuedAt: number): string {
  return `${issuedAt}.${mac(secret, issuedAt)}`;
}

/** True for a cookie this server signed with `secret` within the last twelve hours. */
export function verifyAdminSession(
  secret: string,
  value: string | undefined,
  now: number,
): boolean {
  if (!value) return false;
  const dot = value.indexOf(".");
  const issuedAt = Number(value.slice(0, dot));
  if (dot < 1 || !Number.isSafeInteger(issuedAt)) return false;
  if (issuedAt > now + 60_000 || now - issuedAt > ADMIN_SESSION_SECONDS * 1000) return false;
  const expected = Buffer.from(mac(secret, issuedAt));
  const given = Buffer.from(value.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
