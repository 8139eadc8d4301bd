import { describe, expect, it } from "vitest";
import {
  ADMIN_SESSION_SECONDS,
  signAdminSession,
  tokenMatches,
  verifyAdminSession,
} from "./admin-token";

const secret = "s3cret-admin-token-for-tests";
const now = 1_800_000_000_000;

describe("admin token and session cookie", () => {
  it("matches only the configured token", () => {
    expect(tokenMatches(secret, secret)).toBe(true);
    expect(tokenMatches(secret, `${secret} `)).toBe(false);
    expect(tokenMatches(secret, "")).toBe(false);
  });

  it("accepts a cookie it signed, without the token in it", () => {
    const cookie = signAdminSession(secret, now);
    expect(cookie).not.toContain(secret);
    expect(verifyAdminSession(secret, cookie, now + 1000)).toBe(true);
  });

  it("refuses forged, re-dated, foreign and expired cookies", () => {
    const cookie = signAdminSession(secret, now);
    const [, mac] = cookie.split(".");
    expect(verifyAdminSession(secret, undefined, now)).toBe(false);
    expect(verifyAdminSession(secret, "garbage", now)).toBe(false);
    expect(verifyAdminSession(secret, `${now + 5}.${mac}`, now + 10)).toBe(false);
    expect(verifyAdminSession(secret, `${cookie}x`, now)).toBe(false);
    expect(verifyAdminSession("another-secret-of-16+", cookie, now)).toBe(false);
    expect(verifyAdminSession(secret, cookie, now + ADMIN_SESSION_SECONDS * 1000 + 1)).toBe(false);
  });
});
