import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignUpForm } from "@/components/auth/SignUpForm";
import { PageShell } from "@/components/layout/PageShell";
import { Link } from "@/i18n/navigation";
import { currentUser } from "@/lib/auth/current";
import { safeNextPath } from "@/lib/auth/schemas";
import { resolveLocale } from "@/lib/i18n/server";
import { signUpAction } from "../actions";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/signup">): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: "Account.signUp" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * The class code a join link carries: `?code=` here, or in the class page the sign-up returns
 * to (`next=/classes?code=...`, where the join link sent a visitor without an account).
 */
function joinCodeOf(code: unknown, next: string | null): string | null {
  if (typeof code === "string" && code.length <= 40) return code;
  if (next === null || !next.startsWith("/classes?")) return null;
  const fromNext = new URLSearchParams(next.slice("/classes?".length)).get("code");
  return fromNext !== null && fromNext.length <= 40 ? fromNext : null;
}

export default async function SignUpPage({ params, searchParams }: PageProps<"/[locale]/signup">) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("Account");
  const query = await searchParams;
  const next = safeNextPath(query.next);
  const joinCode = joinCodeOf(query.code, next);
  const user = await currentUser();

  if (user) {
    return (
      <PageShell
        title={t("signIn.alreadyTitle")}
        intro={t("signIn.already", { username: user.username })}
      >
        <Link
          href={next ?? "/account"}
          className="inline-flex rounded-lg bg-felt-700 px-4 py-2 font-semibold text-white hover:bg-felt-800"
        >
          {t("signIn.continue")}
        </Link>
      </PageShell>
    );
  }

  return (
    <PageShell title={t("signUp.title")} intro={t("signUp.intro")}>
      <div className="flex flex-col gap-6">
        <SignUpForm action={signUpAction} locale={locale} next={next} joinCode={joinCode} />
        <p className="text-stone-700">
          {t("signUp.haveAccount")}{" "}
          <Link
            href={{ pathname: "/signin", query: next ? { next } : {} }}
            className="font-semibold text-felt-700 underline hover:text-felt-900"
          >
            {t("signUp.signInLink")}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
