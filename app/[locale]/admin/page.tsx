import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageShell } from "@/components/layout/PageShell";
import { AdminSignIn, AdminSignOut } from "@/components/rules/AdminSignIn";
import { Link, redirect } from "@/i18n/navigation";
import { adminConfigured, isAdmin } from "@/lib/auth/admin";
import { resolveLocale } from "@/lib/i18n/server";
import { signInAction, signOutAction } from "./actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/admin">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminPage" });
  return { title: t("title"), robots: { index: false } };
}

export default async function AdminPage({ params, searchParams }: PageProps<"/[locale]/admin">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("AdminPage");
  const { next } = await searchParams;

  const admin = await isAdmin();
  // Accounts (issue 7): without a token configured, admins sign in with their account.
  if (!adminConfigured() && !admin) {
    redirect({
      href: { pathname: "/signin", query: typeof next === "string" ? { next } : {} },
      locale,
    });
  }
  if (admin) {
    return (
      <PageShell title={t("title")} intro={t("signedIn")}>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            href="/rules"
            className="rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
          >
            {t("continue")}
          </Link>
          <AdminSignOut action={signOutAction} locale={locale} />
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <AdminSignIn
        action={signInAction}
        locale={locale}
        next={typeof next === "string" ? next : undefined}
      />
    </PageShell>
  );
}
