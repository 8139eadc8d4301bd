import { afterEach, describe, expect, it, vi } from "vitest";

/** next.config.mjs, as `next start` reads it with the environment given. */
async function configWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  // @ts-expect-error: next.config.mjs is plain JavaScript, without types
  return (await import("../next.config.mjs")).default as { compress?: boolean };
}

describe("next.config: HTTP compression", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("compresses unless HTTP_COMPRESSION is 0", async () => {
    expect((await configWith({ HTTP_COMPRESSION: undefined })).compress).toBe(true);
    expect((await configWith({ HTTP_COMPRESSION: "1" })).compress).toBe(true);
    expect((await configWith({ HTTP_COMPRESSION: "0" })).compress).toBe(false);
  });
});
