import { getTranslations } from "next-intl/server";

/** "N of these were practised offline" under progress and a student's statistics. */
export async function OfflineCountNote({ count }: { count: number }) {
  if (count === 0) return null;
  const t = await getTranslations("offline.progress");
  return (
    <p className="text-sm text-stone-700" data-testid="offline-count">
      {t("offline", { count })}
    </p>
  );
}
