/**
 * The analyzer's own memory of hands it analyzed lately (issue 21, item 4): counts by
 * suit-canonical key, at most MAX_HANDS of them, the least recently used forgotten first.
 * Kept in memory and out of `ev_cache`, whose rows only the drill adds: an analyzer that
 * stored every hand asked for could be made to grow the database by gigabytes (6.9 M
 * canonical hands), and reading the drill's rows would tell a client which hands were dealt.
 */

/** About 1 kB a hand (21 splits' counts as JSON): a few megabytes at most. */
export const MAX_HANDS = 2000;

export class RecentHands {
  private readonly entries = new Map<string, string>();
  constructor(private readonly max = MAX_HANDS) {}

  get(key: string): string | undefined {
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, counts: string): void {
    this.entries.delete(key);
    this.entries.set(key, counts);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
