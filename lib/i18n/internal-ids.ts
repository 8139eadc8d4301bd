/**
 * What an internal id looks like when it leaks into a page's words: the engine's house-way rule
 * labels (`two-pair:split`, `straight>one-pair`, `quads+pair`, the online way's `3>8`), a way's
 * id (`ballys-ac`), the house-way page's anchors (`rule-8`) and a message key next-intl prints
 * when a message is missing (`Table.dealerRule`). The id-scan test renders the pages' states
 * with these, and the e2e's wording check reads every page it visits with them (as sources,
 * since it runs them inside the browser).
 */
export const INTERNAL_ID_PATTERNS: readonly RegExp[] = [
  // "two-pair:split"; not "ace-king: ...", where a space follows the colon.
  /\b[a-z]+(?:-[a-z]+)+:[a-z]/,
  /\b[A-Z]+:[A-Z-]+/,
  /\b[a-z]+:[a-z]+(?:-[a-z]+)*\b/,
  /\b[a-z]+(?:-[a-z]+)*\+[a-z]+/,
  // A bare casino rule id after "rule": "house-way rule one-pair"; not French "règle ci-dessus".
  /\b(?:[Rr]ule|[Rr]egel|[Rr]ègle) (?!ci-)[a-z]+(?:[-:+>][a-z]+)+/u,
  /\bstraight>/i,
  /\b\d>\d+\b/,
  /\brule-\d/i,
  /\bdealerRule\b/,
  // A way's id, not a source's address (".../british-columbia-canada/") nor "dealer-school students".
  /(?<![/\w-])(?:trump-plaza|ballys-ac|mgm-grand|british-columbia|custom-[0-9a-f]{6,})(?![/\w-])/i,
  /\b[A-Z][A-Za-z]+\.[a-z][A-Za-z]+(?:\.[A-Za-z0-9-]+)*\b/,
];

/** The first id-like string in `text` with some context around it, or null. */
export function findInternalId(text: string): string | null {
  for (const pattern of INTERNAL_ID_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return text.slice(Math.max(0, match.index - 40), match.index + 40);
  }
  return null;
}
