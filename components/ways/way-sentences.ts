/**
 * The house-way editor's two sentences that name a way (issue 56 item 2): a casino in its
 * in-sentence form (CasinoOf: "as the dealer at Foxwoods in Connecticut does", "the house way of
 * the online casinos"), never its label ("Foxwoods, Connecticut" is a title); a way with a name
 * of its own (the learner's, or one opened by a share link) by that name. Pure, client-safe.
 */
import type { DocumentWay, Way } from "@/lib/engine";
import { casinoOf } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";

/** The way the editor started from: a published way's id, or a named way (own or shared). */
export interface StartNamed {
  value: string;
  label: string;
  own: boolean;
  shared?: boolean;
}

/** `root` reads the root messages. "No change yet: your way sets every hand as …" */
export function unchangedSentence(root: Translate, start: StartNamed): string {
  const named = start.own || start.shared === true;
  return root("WayEditor.changes.none", {
    own: named ? "yes" : "no",
    of: named ? "" : casinoOf(root, start.value as Way),
    name: named ? start.label : "",
  });
}

/** The answer to saving a published way's rules: "This is exactly the house way at …". */
export const publishedSentence = (root: Translate, way: DocumentWay): string =>
  root("WayEditor.published", { of: casinoOf(root, way) });
