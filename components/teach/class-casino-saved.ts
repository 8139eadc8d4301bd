/**
 * "The class now plays against the dealer at Foxwoods in Connecticut (5% commission)": the
 * class's casino inside the sentence (issue 56 item 2), a teacher's own way by its name
 * (`custom-HASH-variant`, never the id), never the picker's label. Pure, client-safe.
 */
import { parseChoiceSlug } from "@/lib/casino/choice";
import { casinoArgs } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";
import { parseOwnWaySlug } from "@/lib/ways/slug";

/** `t` reads Teach.casino, `root` the root messages; `ownNames` the teacher's ways by id. */
export function classCasinoSaved(
  t: Translate,
  root: Translate,
  ownNames: ReadonlyMap<string, string>,
  slug: string,
): string {
  const mine = parseOwnWaySlug(slug);
  if (mine)
    return t("saved", {
      own: "yes",
      of: "",
      name: ownNames.get(mine.id) ?? root("YourCasino.ownWay"),
      game: root(`YourCasino.${mine.variant}Short`),
    });
  const rs = parseChoiceSlug(slug);
  return rs ? t("saved", { ...casinoArgs(root, rs), name: "" }) : "";
}
