import { getTranslations } from "next-intl/server";

/** "Famous hands: B of N set at the best split" on the progress page, once there are any. */
export async function FamousCountNote({ tally }: { tally: { hands: number; best: number } }) {
  if (tally.hands === 0) return null;
  const t = await getTranslations("Famous");
  return (
    <p className="text-sm text-stone-700" data-testid="famous-count">
      {t("progress", tally)}
    </p>
  );
}
