import { getTranslations } from "next-intl/server";

/** "Face Up drill: R of N hands at the best result" on the progress page, once there are any. */
export async function FaceUpCountNote({ tally }: { tally: { hands: number; right: number } }) {
  if (tally.hands === 0) return null;
  const t = await getTranslations("FaceUp");
  return (
    <p className="text-sm text-stone-700" data-testid="faceup-count">
      {t("progress", tally)}
    </p>
  );
}
