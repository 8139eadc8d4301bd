/**
 * The Face Up explanation in words, in every locale: each kind renders the dealer's hands and
 * the learner's lowest winning hands as value names, with no internal id or message key.
 */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { faceUp, faceUpRuleSet, parseHand } from "@/lib/engine";
import { explainFaceUp } from "@/lib/faceup/explain";
import { findInternalId } from "@/lib/i18n/internal-ids";
import { locales } from "@/lib/i18n/locales";
import { renderIn } from "@/tests/support/render-intl";
import { FaceUpExplanationText } from "./FaceUpExplanationText";

const CASES = [
  ["As Ah Qd Jc 8s 4c 6d", "Ks Kd 9c 7h 5s 3d 2h"], // wins
  ["Kh Kc 9d 7s 5h 3c 2d", "Ks Kd 9c 7h 5s 3d 2h"], // pushes
  ["9h 8c 7d 5s 4h 3c Jd", "As Ad Ac Ks Kd 7c 2h"], // loses
  ["Kh Kc 9d 7s 5h 3c 2d", "As Qd 9c 7h 5s 3d 2c"], // the dealer pushes
] as const;

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the Face Up explanation's words", () => {
  for (const locale of locales)
    it(`names values, never ids, in ${locale}`, () => {
      const kinds = new Set<string>();
      for (const [player, dealer] of CASES) {
        const result = faceUp(parseHand(player), parseHand(dealer), faceUpRuleSet("seed"));
        const explanation = explainFaceUp(result);
        kinds.add(explanation.kind);
        const words = text(
          renderIn(
            createElement(FaceUpExplanationText, {
              explanation,
              dealerBack: result.dealer.backValue,
              dealerFront: result.dealer.frontValue,
            }),
            locale,
          ),
        );
        expect(findInternalId(words), words).toBeNull();
        expect(words).not.toMatch(/FaceUp\.|\{/);
        if (explanation.kind === "wins" && locale === "en")
          expect(words).toContain("7 of your 21 settings win");
      }
      expect(kinds.size).toBe(4);
    });
});
