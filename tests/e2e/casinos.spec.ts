/**
 * The casinos page (RULES.md 12) as a new user meets it: every casino's way and game with its
 * exact figures, in English and in German, reached from the strategy page; axe finds nothing.
 */
import { expect, test } from "@playwright/test";
import data from "../../lib/analyze/casino-page-data.json" with { type: "json" };
import { VARIANTS, WAYS } from "../../lib/engine/rule-set";
import de from "../../messages/de/casinos.json" with { type: "json" };
import en from "../../messages/en/casinos.json" with { type: "json" };
import { axeViolations } from "./axe";

const foxwoods = data.ruleSets.find((r) => r.key === "foxwoods/standard");

test("every casino's game, with exact figures, in English and German", async ({ page }) => {
  await page.goto("/en/strategy");
  await page.getByRole("link", { name: en.CasinosPage.linkFromStrategy }).click();
  await expect(page).toHaveURL(/\/en\/casinos$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: en.CasinosPage.title })).toBeVisible();
  const table = page.getByTestId("casino-figures");
  // Every way, three games each (eight ways: 24 rows), each with its exact house edge.
  await expect(table.locator("tbody tr")).toHaveCount(WAYS.length * VARIANTS.length);
  expect(WAYS.length * VARIANTS.length).toBe(24);
  await expect(table.getByText(en.CasinosPage.notComputed)).toHaveCount(0);
  const row = page.getByTestId("rule-set-foxwoods-standard");
  await expect(row.getByRole("rowheader")).toHaveText(en.CasinosPage.ways.foxwoods);
  // The house way's exact edge, as the committed summary has it (three decimals, in percent).
  const edge = new Intl.NumberFormat("en", {
    style: "percent",
    signDisplay: "exceptZero",
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format((foxwoods?.figures["house-way"] ?? 0) / 100);
  await expect(row).toContainText(edge);
  await expect(page.getByTestId("way-claridge")).toContainText(en.CasinosPage.about.claridge);

  await page.goto("/de/casinos");
  await expect(page.getByRole("heading", { level: 1, name: de.CasinosPage.title })).toBeVisible();
  await expect(page.getByTestId("rule-set-seed-ez")).toContainText(de.CasinosPage.variants.ez);
  expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect((await axeViolations(page)).map((v) => v.id)).toEqual([]);
});
