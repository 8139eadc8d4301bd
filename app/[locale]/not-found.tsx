import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";

export default async function NotFoundPage() {
  const t = await getTranslations("NotFoundPage");

  return (
    <PageShell title={t("title")} intro={t("description")}>
      <Link href="/" className="font-semibold text-felt-700 underline hover:text-felt-900">
        {t("backHome")}
      </Link>
    </PageShell>
  );
}
