import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { CASINO_PARAM, casinoSlug } from "@/lib/casino/choice";
import { yourCasino } from "@/lib/casino/current";
import { isCustomWay, type TableRuleSet } from "@/lib/engine";
import { casinoLabel } from "./casino-label";

/**
 * "Your casino: Foxwoods · 5% commission (Change)": shown wherever the casino decides what the
 * learner sees. `ruleSet` names the one on show when a page was asked for another (`?casino=`);
 * by default the learner's own. "Change" opens the picker with it preselected.
 */
export async function CasinoBadge({ next, ruleSet }: { next: string; ruleSet?: TableRuleSet }) {
  const rs = ruleSet ?? (await yourCasino());
  const t = await getTranslations("YourCasino");
  const tWays = await getTranslations("CasinosPage.ways");
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-700"
      data-testid="casino-badge"
      data-casino={casinoSlug(rs)}
    >
      <span className="font-semibold">{t("label")}:</span>
      <span>
        {casinoLabel(
          rs,
          (k) => tWays(k as never),
          (k) => t(k as never),
        )}
      </span>
      <Link
        href={{
          pathname: "/casino",
          // A learner's own way has no slug: the picker then starts from the learner's casino.
          query: isCustomWay(rs.way) ? { next } : { next, [CASINO_PARAM]: casinoSlug(rs) },
        }}
        className="text-felt-700 underline hover:text-felt-900"
      >
        {t("change")}
      </Link>
    </p>
  );
}
