/**
 * One process's stream leases renewed together (issue 29): renewals asked within a window are
 * one write, each stream told whether its own lease is still there.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LeaseRenewals } from "./lease-renewals";

const NOW = 1_750_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("lease renewals", () => {
  it("writes the renewals of one window in one call, and tells each whether its lease is there", async () => {
    const writes: string[][] = [];
    const renewals = new LeaseRenewals(
      async (ids) => {
        writes.push([...ids].sort());
        return new Set(ids.filter((id) => id !== "gone"));
      },
      1_000,
      () => NOW,
    );
    const answers = [
      renewals.renew("a"),
      renewals.renew("b"),
      renewals.renew("gone"),
      renewals.renew("a"),
    ];
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(answers)).toEqual([true, true, false, true]);
    // One write, each lease once.
    expect(writes).toEqual([["a", "b", "gone"]]);
    // The next renewal starts a window of its own.
    const later = renewals.renew("b");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await later).toBe(true);
    expect(writes).toEqual([["a", "b", "gone"], ["b"]]);
  });

  it("passes a failed write to every renewal of its window, and the next window writes again", async () => {
    let fail = true;
    const renewals = new LeaseRenewals(async (ids) => {
      if (fail) throw new Error("store down");
      return new Set(ids);
    }, 1_000);
    const first = [renewals.renew("a"), renewals.renew("b")].map((p) =>
      p.then(
        () => "ok",
        (error: Error) => error.message,
      ),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await Promise.all(first)).toEqual(["store down", "store down"]);
    fail = false;
    const again = renewals.renew("a");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await again).toBe(true);
  });
});
