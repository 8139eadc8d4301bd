/**
 * Every Face Up text formats in every locale for each value its selects and plurals take (ICU
 * broken in one locale would show a key there only), with no internal id in the result.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { icuTranslator } from "@/lib/i18n/icu-translator";
import { findInternalId } from "@/lib/i18n/internal-ids";
import { locales } from "@/lib/i18n/locales";

const OUTCOMES = ["win", "push", "loss"];
const MARKS = ["win", "copy", "lose"];

describe("the Face Up texts", () => {
  for (const locale of locales)
    it(`format in ${locale} for every outcome, side and count`, () => {
      const messages = JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, "faceup.json"), "utf8"),
      );
      const t = icuTranslator(locale, messages);
      const texts: string[] = [
        t("FaceUp.dealer", { own: "no", of: "X" }),
        t("FaceUp.dealer", { own: "yes", of: "X" }),
        t("FaceUp.setting", { back: "B", front: "F" }),
      ];
      for (const n of [0, 1, 2, 5]) {
        texts.push(t("FaceUp.progress", { right: n, hands: Math.max(n, 1) }));
        texts.push(t("FaceUp.explain.wins", { wins: n, lowBack: "B", lowFront: "F" }));
        texts.push(t("FaceUp.explain.pushes", { pushes: n }));
      }
      for (const outcome of OUTCOMES) {
        texts.push(t("FaceUp.verdict.best", { outcome }));
        for (const best of ["win", "push"])
          texts.push(t("FaceUp.verdict.notBest", { outcome, best }));
        for (const count of [1, 3]) texts.push(t("FaceUp.group", { outcome, count }));
      }
      for (const back of MARKS)
        for (const front of MARKS) texts.push(t("FaceUp.marks", { back, front }));
      const distinct = (key: string, values: string[], param: string) =>
        new Set(values.map((v) => t(key, { [param]: v, count: 1 }))).size;
      // Each outcome has its own words, in every locale.
      expect(distinct("FaceUp.verdict.best", OUTCOMES, "outcome")).toBe(3);
      expect(distinct("FaceUp.group", OUTCOMES, "outcome")).toBe(3);
      for (const text of texts) {
        expect(findInternalId(text), text).toBeNull();
        expect(text).not.toMatch(/[{}]/);
      }
    });
});
