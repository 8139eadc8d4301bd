import { describe, expect, it } from "vitest";
import { MAX_CUSTOM_WAYS, recallWay, rememberWay } from "./way-cache";

const custom = (n: number) => `custom-${n.toString(16).padStart(16, "0")}`;

describe("per-way caches", () => {
  it("keep every published way and the most recently used custom ways only", () => {
    const cache = new Map<string, number>();
    rememberWay(cache, "foxwoods", 0);
    rememberWay(cache, "seed/ez", 0);
    for (let n = 1; n <= MAX_CUSTOM_WAYS; n++) rememberWay(cache, custom(n), n);
    // The first custom way used again: the second is now the least recently used.
    expect(recallWay(cache, custom(1))).toBe(1);
    rememberWay(cache, `${custom(99)}/ez`, 99);
    expect(cache.has(custom(2))).toBe(false);
    expect(cache.has(custom(1))).toBe(true);
    expect(cache.has("foxwoods")).toBe(true);
    expect(cache.has("seed/ez")).toBe(true);
    expect([...cache.keys()].filter((k) => k.startsWith("custom-"))).toHaveLength(MAX_CUSTOM_WAYS);
    // Published entries never go, however many custom ways pass.
    for (let n = 100; n < 130; n++) rememberWay(cache, custom(n), n);
    expect(cache.has("foxwoods")).toBe(true);
    expect(cache.size).toBe(2 + MAX_CUSTOM_WAYS);
    expect(recallWay(cache, custom(2))).toBeUndefined();
  });
});
