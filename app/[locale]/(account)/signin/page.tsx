import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FormAlert } from "@/components/auth/form";
import { SignInForm } from "@/components/auth/SignInForm";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";
import { currentUser } from "@/lib/auth/current";
import { safeNextPath } from "@/lib/auth/schemas";
import { resolveLocale } from "@/lib/i18n/server";
import { signInAction } from "../actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/signin">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Account.signIn" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function SignInPage({ params, searchParams }: PageProps<"/[locale]/signin">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("Account.signIn");
  const query = await searchParams;
  const next = safeNextPath(query.next);
  const user = await currentUser();

  if (user) {
    return (
      <PageShell title={t("alreadyTitle")} intro={t("already", { username: user.username })}>
        <Link
          href={next ?? "/account"}
          className="inline-flex rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
        >
          {t("continue")}
        </Link>
      </PageShell>
    );
  }

  return (
    <PageShell title={t("title")} intro={t("intro")}>
      <div className="flex flex-col gap-6">
        {query.reason === "expired" ? <FormAlert tone="info">{t("expired")}</FormAlert> : null}
        <SignInForm action={signInAction} locale={locale} next={next} />
        <p className="text-stone-700">
          {t("noAccount")}{" "}
          <Link
            href={{ pathname: "/signup", query: next ? { next } : {} }}
            className="font-semibold text-felt-700 underline hover:text-felt-900"
          >
            {t("signUpLink")}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
