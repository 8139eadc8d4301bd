import { describe, expect, it } from "vitest";
import { readDeviceBets, saveDeviceBets } from "./device-bets";

/** A Storage in memory (the browser's localStorage's shape). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

const RACK = [100, 500, 2500];

describe("a live table's last bets kept on the device (issue 55)", () => {
  it("come back per table, as the table's chips make them", () => {
    const storage = memoryStorage();
    saveDeviceBets(storage, "live-a", { chips: [100, 100, 500], bonusChips: [100] });
    expect(readDeviceBets(storage, "live-a", RACK)).toEqual({
      chips: [500, 100, 100],
      bonusChips: [100],
    });
    expect(readDeviceBets(storage, "live-b", RACK)).toBeNull();
  });

  it("ignore what the table's chips cannot make, and junk", () => {
    const storage = memoryStorage();
    saveDeviceBets(storage, "live-a", { chips: [150], bonusChips: [] });
    expect(readDeviceBets(storage, "live-a", RACK)).toBeNull();
    for (const junk of ["{", "null", '{"chips":[-100]}', '{"chips":["100"]}', '{"chips":[]}']) {
      storage.setItem("pgt.live.bets.live-a", junk);
      expect(readDeviceBets(storage, "live-a", RACK)).toBeNull();
    }
  });
});
