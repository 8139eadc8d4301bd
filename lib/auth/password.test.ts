import { describe, expect, it } from "vitest";
import { env, parseEnv } from "@/lib/env";
import {
  HashQueueFull,
  hashLoad,
  hashPassword,
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "./password";

const cheap = { log2N: 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores scrypt with the OWASP parameters by default and verifies the right password", async () => {
    // The unit tests lower the cost (vitest.config.ts); unset, and in production, it is 17.
    expect(parseEnv({}).PASSWORD_HASH_LOG2N).toBe(17);
    expect(() => parseEnv({ NODE_ENV: "production", PASSWORD_HASH_LOG2N: "16" })).toThrow(
      /PASSWORD_HASH_LOG2N: must be at least 17 in production/,
    );
    // Only a server marked as a throwaway test server (the e2e suite's) may hash cheaply.
    expect(() =>
      parseEnv({ NODE_ENV: "production", PASSWORD_HASH_LOG2N: "12", TEST_SERVER: "0" }),
    ).toThrow(/PASSWORD_HASH_LOG2N/);
    expect(
      parseEnv({ NODE_ENV: "production", PASSWORD_HASH_LOG2N: "12", TEST_SERVER: "1" })
        .PASSWORD_HASH_LOG2N,
    ).toBe(12);
    expect(() => parseEnv({ TEST_SERVER: "yes" })).toThrow(/TEST_SERVER/);
    expect(SCRYPT_PARAMS).toEqual({ log2N: env.PASSWORD_HASH_LOG2N, r: 8, p: 1 });
    const owasp = { log2N: 17, r: 8, p: 1 };
    const stored = await hashPassword("a long passphrase", owasp);
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("a long passphrase", stored)).toBe(true);
    expect(needsRehash(stored, owasp)).toBe(false);
    expect(needsRehash(await hashPassword("another", SCRYPT_PARAMS))).toBe(false);
  });

  it("refuses a wrong password, a changed hash and malformed input", async () => {
    const stored = await hashPassword("secret-one", cheap);
    expect(await verifyPassword("secret-two", stored)).toBe(false);
    expect(await verifyPassword("Secret-one", stored)).toBe(false);
    const flipped = `${stored.slice(0, -2)}${stored.at(-2) === "A" ? "B" : "A"}${stored.slice(-1)}`;
    expect(await verifyPassword("secret-one", flipped)).toBe(false);
    expect(await verifyPassword("secret-one", "plain-text")).toBe(false);
    expect(await verifyPassword("secret-one", "scrypt$40$8$1$aaaa$bbbb")).toBe(false);
  });

  it("salts every hash, so equal passwords store differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same", cheap), hashPassword("same", cheap)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", a)).toBe(true);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("treats canonically equal Unicode spellings as the same password", async () => {
    const stored = await hashPassword("caf\u00e9-au-lait", cheap);
    expect(await verifyPassword("cafe\u0301-au-lait", stored)).toBe(true);
  });

  it("asks for a rehash when the stored cost differs from the current one", async () => {
    expect(needsRehash(await hashPassword("x", cheap))).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
  });
});

describe("hashing under load (issue 10, item 2)", () => {
  it("runs one hash at a time and refuses at once beyond the waiting room", async () => {
    const stored = await hashPassword("some passphrase", cheap);
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, hashLoad().running);
    }, 0);
    const all = Array.from({ length: MAX_WAITING_HASHES + 10 }, () =>
      verifyPassword("wrong guess", stored).then(
        () => "done",
        (error: unknown) => (error instanceof HashQueueFull ? "refused" : "failed"),
      ),
    );
    const outcomes = await Promise.all(all);
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(outcomes.filter((o) => o === "done").length).toBe(MAX_WAITING_HASHES + 1);
    expect(outcomes.filter((o) => o === "refused").length).toBe(9);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
