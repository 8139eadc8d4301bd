import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Way } from "@/lib/engine";
import { casinoOf } from "@/lib/i18n/casino-of";
import type { Translate } from "@/lib/i18n/game-text";

/** The page the note stands on: what it says is missing there, and what it shows instead. */
type Where = "strategy" | "analyze" | "famous" | "practice";

const linkClass = "font-semibold text-felt-700 underline hover:text-felt-900";

/**
 * A learner whose casino is Face Up Pai Gow (RULES.md 13.1) on a page of the EV games (issue 54:
 * Face Up has no strategy list and no EV grade): why, what the page shows instead, and links to
 * the Face Up drill (but on the Face Up drill's own page), the Face Up house edges and the
 * picker. `way`: the learner's casino's way.
 */
export async function FaceUpCasinoNote({ where, way }: { where: Where; way: Way }) {
  const t = await getTranslations("FaceUpCasino");
  const root = (await getTranslations()) as unknown as Translate;
  return (
    <div
      className="space-y-2 rounded-lg border border-felt-100 bg-felt-50 px-4 py-3 text-felt-900"
      data-testid="faceup-casino-note"
      data-where={where}
    >
      <p>{t(where, { of: casinoOf(root, way) })}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {where === "practice" ? null : (
          <Link href="/faceup" className={linkClass}>
            {t("links.drill")}
          </Link>
        )}
        <Link href="/casinos#faceup-figures" className={linkClass}>
          {t("links.edges")}
        </Link>
        <Link href={{ pathname: "/casino", query: { next: `/${where}` } }} className={linkClass}>
          {t("links.casino")}
        </Link>
      </p>
    </div>
  );
}
