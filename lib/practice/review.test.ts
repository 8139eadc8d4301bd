import { describe, expect, it } from "vitest";
import { HIT_INTERVALS_MS, MIN_DELAY_MS, MISS_DELAY_MS, nextReview } from "./review";

const NOW = 1_700_000_000_000;

describe("review schedule", () => {
  it("leaves a hand alone when it was never missed and is answered well", () => {
    expect(nextReview(null, "optimal", NOW)).toBeNull();
    expect(nextReview(null, "close", NOW)).toBeNull();
  });

  it("brings a blunder back sooner than a mistake", () => {
    const blunder = nextReview(null, "blunder", NOW);
    const mistake = nextReview(null, "mistake", NOW);
    expect(blunder).toEqual({
      lapses: 1,
      streak: 0,
      dueAt: NOW + MISS_DELAY_MS.blunder,
      retiredAt: null,
    });
    expect(mistake?.dueAt).toBe(NOW + MISS_DELAY_MS.mistake);
    expect((blunder?.dueAt ?? 0) < (mistake?.dueAt ?? 0)).toBe(true);
  });

  it("brings a hand back faster each time it is missed again, never under a minute", () => {
    let state = nextReview(null, "mistake", NOW);
    const delays: number[] = [];
    for (let i = 0; i < 20; i++) {
      state = nextReview(state, "mistake", NOW);
      delays.push((state?.dueAt ?? 0) - NOW);
    }
    expect(delays[0]).toBe(MISS_DELAY_MS.mistake / 2);
    expect(delays[1]).toBe(MISS_DELAY_MS.mistake / 3);
    expect(Math.min(...delays)).toBe(MIN_DELAY_MS);
    expect(state?.lapses).toBe(21);
  });

  it("spaces out good answers and retires the hand after 1 + lapses in a row", () => {
    const missedOnce = nextReview(null, "blunder", NOW);
    const first = nextReview(missedOnce, "optimal", NOW);
    expect(first).toEqual({
      lapses: 1,
      streak: 1,
      dueAt: NOW + HIT_INTERVALS_MS[0],
      retiredAt: null,
    });
    const second = nextReview(first, "close", NOW);
    expect(second).toEqual({ lapses: 1, streak: 2, dueAt: NOW, retiredAt: NOW });
    // A retired hand stays retired while it is played well...
    expect(nextReview(second, "optimal", NOW)).toBeNull();
    // ...and comes back on a new miss.
    expect(nextReview(second, "foul", NOW)).toMatchObject({
      lapses: 2,
      streak: 0,
      retiredAt: null,
    });
  });

  it("asks for more good answers from a hand missed often", () => {
    let state = nextReview(null, "mistake", NOW);
    state = nextReview(state, "mistake", NOW);
    state = nextReview(state, "mistake", NOW);
    const streaks: Array<boolean> = [];
    for (let i = 0; i < 4; i++) {
      state = nextReview(state, "optimal", NOW);
      streaks.push(state?.retiredAt !== null);
    }
    expect(streaks).toEqual([false, false, false, true]);
  });
});
