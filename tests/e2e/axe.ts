/**
 * axe-core in the page under test, directly: its source injected once per document and
 * `axe.run` asked for violations only. @axe-core/playwright's analyze() took 8-11 s on the
 * strategy page where this takes 1.5-2.5 s: it runs axe partially per frame, serializes every
 * passing node back through the protocol and finishes the run in a new page. The app's pages
 * have no frames, so one run over the document audits all of it.
 */
import type { Page } from "@playwright/test";
import axe from "axe-core";

/** axe's whole script, as the package exports it for injection. */
const AXE_SOURCE: string = axe.source;

/**
 * WCAG 2.0/2.1 A and AA, and axe's best practices: landmark-unique, heading-order,
 * empty-table-header and the other moderate and minor rules carry only the `best-practice` tag,
 * so a run by the WCAG tags alone never saw them (issue 56 item 14). Every impact fails.
 */
const AUDIT_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeOptions {
  /** Rules left out of this audit. */
  disableRules?: string[];
}

/** One violated rule: its id, impact and up to five nodes with axe's summary of each. */
export interface AxeViolation {
  id: string;
  impact: string;
  nodes: string[];
}

/**
 * The page's violations of WCAG 2.0/2.1 A and AA and of axe's best practices, whatever their
 * impact (critical, serious, moderate or minor). label-content-name-mismatch (WCAG 2.5.3, level
 * A) is marked experimental by axe and skipped by default; issue 24 found 889 nodes with it,
 * so it runs here.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  // Next streams a dynamic page's metadata after its body: audit once the title has arrived
  // (the watchdog page was audited titleless on a loaded CI machine). A page that never gets
  // one still fails, on axe's document-title rule, after this wait.
  await page
    .waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 10_000 })
    .catch(() => {});
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, disabled }) => {
      const rules: Record<string, { enabled: boolean }> = {
        "label-content-name-mismatch": { enabled: true },
      };
      for (const id of disabled) rules[id] = { enabled: false };
      // biome-ignore lint/suspicious/noExplicitAny: axe is the script injected above
      const axe = (window as any).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules,
        resultTypes: ["violations"],
      });
      return result.violations.map(
        (v: {
          id: string;
          impact?: string | null;
          nodes: { target: string[]; failureSummary?: string }[];
        }) => ({
          id: v.id,
          impact: v.impact ?? "",
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
        }),
      );
    },
    { tags: AUDIT_TAGS, disabled: options.disableRules ?? [] },
  );
}
