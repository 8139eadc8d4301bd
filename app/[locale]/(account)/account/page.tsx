import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignOutButton } from "@/components/auth/SignOutButton";
import { CasinoBadge } from "@/components/casino/CasinoBadge";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";
import { requireUser } from "@/lib/auth/current";
import { canEditRules, canTeach } from "@/lib/auth/roles";
import { resolveLocale } from "@/lib/i18n/server";
import { signOutAction, signOutEverywhereAction } from "../actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/account">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Account.page" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function AccountPage({ params }: PageProps<"/[locale]/account">) {
  const locale = await resolveLocale(params);
  const user = await requireUser(locale, "/account");
  const t = await getTranslations("Account.page");

  const links = [
    { href: "/practice", label: t("practice") },
    { href: "/progress", label: t("progress") },
    canTeach(user.role)
      ? { href: "/teach", label: t("teach") }
      : { href: "/classes", label: t("classes") },
    ...(canEditRules(user.role) ? [{ href: "/rules", label: t("rules") }] : []),
  ];

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-xl border border-stone-200 bg-white p-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-stone-500">{t("username")}</dt>
            <dd className="font-semibold" data-testid="account-username">
              {user.username}
            </dd>
            <dt className="text-stone-500">{t("email")}</dt>
            <dd>{user.email ?? <span className="text-stone-500">{t("noEmail")}</span>}</dd>
            <dt className="text-stone-500">{t("role")}</dt>
            <dd data-testid="account-role">{t(`roles.${user.role}`)}</dd>
          </dl>
          <div className="mt-4">
            <CasinoBadge next="/account" />
          </div>
          <h2 className="mt-6 font-semibold text-felt-900">{t("next")}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-felt-700 underline hover:text-felt-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="sessions-title"
          className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5"
        >
          <h2 id="sessions-title" className="font-semibold text-felt-900">
            {t("sessions")}
          </h2>
          <SignOutButton action={signOutAction} locale={locale} />
          <p className="text-sm text-stone-600">{t("signOutEverywhereHelp")}</p>
          <SignOutButton action={signOutEverywhereAction} locale={locale} everywhere />
        </section>
      </div>
    </PageShell>
  );
}
