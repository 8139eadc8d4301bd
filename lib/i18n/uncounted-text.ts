/**
 * The progress page's note on hands recorded but not counted, each cause named as it was
 * (issue 32: a hand the table's timer set is not "set with the House Way button"), the
 * causes joined as the locale joins a list ("a, b and c" / "a, b et c").
 */
import type { UncountedCounts } from "@/lib/practice/views";
import type { Translate } from "./game-text";

/** The causes, in the order the note names them. */
const CAUSES = [
  "practiceButton",
  "tableButton",
  "tableTimer",
  "liveButton",
  "liveTimer",
  "retry",
  "offlineUnverified",
] as const satisfies readonly (keyof UncountedCounts)[];

/** The note, or null when every recorded hand counts. */
export function uncountedWords(
  t: Translate,
  locale: string,
  counts: UncountedCounts,
): string | null {
  const parts = CAUSES.filter((cause) => counts[cause] > 0).map((cause) =>
    t(`Progress.uncountedCauses.${cause}`, { count: counts[cause] }),
  );
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
  return t("Progress.uncounted", { list });
}
