/**
 * Face Up Pai Gow's figures on the casinos page (issue 54 item 1): the page's data is what
 * `paigow face-up-edge` committed in data/faceup-edge/ (regenerate it with
 * scripts/faceup-page-data.ts after a new result), each exact edge agrees with its simulation,
 * and the table renders in every locale with no internal id.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import data from "@/lib/analyze/faceup-page-data.json";
import { WAYS } from "@/lib/engine";
import { parseSummary } from "@/lib/engine/exact/summary";
import { findInternalId } from "@/lib/i18n/internal-ids";
import { locales } from "@/lib/i18n/locales";

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", async () =>
  (await import("@/tests/support/render-intl")).intlServerFor(request),
);
const { FaceUpEdges } = await import("@/components/casino/FaceUpEdges");

const dir = path.join(process.cwd(), "data/faceup-edge");
const summary = (file: string) =>
  existsSync(file) ? parseSummary(readFileSync(file, "utf8")) : undefined;

describe("Face Up figures on the casinos page", () => {
  it("are the committed results, each exact edge within 3 standard errors of its simulation", () => {
    expect(data.ways.map((w) => w.way)).toEqual([...WAYS]);
    for (const w of data.ways) {
      const exact = summary(path.join(dir, `${w.way}.tsv`));
      const sim = summary(path.join(dir, `${w.way}.sim.tsv`));
      expect(sim?.get("rounds")).toBe(String(w.simulation.rounds));
      expect(w.simulation.houseEdge).toBe(Number(sim?.get("house-edge")));
      expect(w.exact === null).toBe(exact === undefined);
      if (!w.exact || !exact) continue;
      expect(w.exact.houseEdge).toBe(Number(exact.get("house-edge-decimal")));
      expect(w.exact.win + w.exact.push + w.exact.loss).toBeCloseTo(1, 7);
      expect(w.exact.loss - w.exact.win).toBeCloseTo(w.exact.houseEdge, 7);
      const z = (w.simulation.houseEdge - w.exact.houseEdge) / w.simulation.standardError;
      expect(Math.abs(z)).toBeLessThan(3);
    }
    // At least the four ways finished this session are exact.
    expect(data.ways.filter((w) => w.exact !== null).length).toBeGreaterThanOrEqual(4);
  });

  it.each(locales)(
    "render in %s: exact edges, pending ones said so, no internal id",
    async (locale) => {
      request.locale = locale;
      const html = renderToStaticMarkup(await FaceUpEdges());
      const format = (x: number) =>
        new Intl.NumberFormat(locale, {
          style: "percent",
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
        }).format(x);
      const trump = data.ways.find((w) => w.way === "trump-plaza");
      expect(trump?.exact).not.toBeNull();
      expect(html).toContain(format(trump?.exact?.houseEdge ?? Number.NaN));
      const messages = JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, "casinos.json"), "utf8"),
      );
      if (data.ways.some((w) => w.exact === null))
        expect(html).toContain(messages.CasinosPage.faceUp.pending);
      const text = html.replace(/<[^>]+>/g, " ");
      expect(findInternalId(text)).toBeNull();
      expect(text).not.toMatch(/faceUp\.|trump-plaza|ballys-ac/);
    },
  );
});
