import { describe, expect, it } from "vitest";
import { backText, faceUp, faceUpRuleSet, frontText, parseHand } from "@/lib/engine";
import { explainFaceUp } from "./explain";

const explain = (player: string, dealer: string) =>
  explainFaceUp(faceUp(parseHand(player), parseHand(dealer), faceUpRuleSet("seed")));

describe("the Face Up explanation", () => {
  it("names how many splits win and the lowest winning back and front", () => {
    // The dealer sets pair:K532 | high:97; a win needs the aces behind and a front above 9-7.
    const e = explain("As Ah Qd Jc 8s 4c 6d", "Ks Kd 9c 7h 5s 3d 2h");
    expect(e.kind).toBe("wins");
    if (e.kind !== "wins") return;
    expect(e.wins).toBe(7);
    expect(backText(e.lowestBack)).toBe("pair:A864");
    expect(frontText(e.lowestFront)).toBe("high:J4");
  });

  it("says a push is the best when no split beats both hands", () => {
    expect(explain("Kh Kc 9d 7s 5h 3c 2d", "Ks Kd 9c 7h 5s 3d 2h")).toEqual({
      kind: "pushes",
      pushes: expect.any(Number),
    });
  });

  it("says every split loses when none beats either hand", () => {
    // Dealer: aces full behind, a pair of kings in front; the player holds nothing above them.
    expect(explain("9h 8c 7d 5s 4h 3c Jd", "As Ad Ac Ks Kd 7c 2h").kind).toBe("loses");
  });

  it("says the dealer's ace-high pai gow pushes everything", () => {
    expect(explain("Kh Kc 9d 7s 5h 3c 2d", "As Qd 9c 7h 5s 3d 2c")).toEqual({
      kind: "dealer-pushes",
    });
  });
});
