import { unstable_rethrow } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccountMenu } from "@/components/auth/AccountMenu";
import type { SessionInfo } from "@/components/auth/session-query";
import { Link } from "@/i18n/navigation";
import { getAuth } from "@/lib/auth/current";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { MainNav } from "./MainNav";

/** Who is signed in, read on the server so the header's first paint is already right. */
async function sessionInfo(): Promise<SessionInfo> {
  try {
    const auth = await getAuth();
    if (auth.status !== "signed-in") return { user: null };
    return { user: { username: auth.user.username, role: auth.user.role } };
  } catch (error) {
    // Next's own signals (this page is dynamic: it reads cookies) must pass through, or a
    // page would be prerendered with a signed-out header for everyone.
    unstable_rethrow(error);
    console.error("header session read failed", error);
    return { user: null };
  }
}

export async function SiteHeader() {
  const t = await getTranslations();
  const session = await sessionInfo();

  return (
    <header className="bg-felt-800 text-white shadow-sm print:hidden">
      {/* As wide as the widest page (the class dashboard). The brand and the account links share
          the first row and the sections have a row of their own at every width: in one row the
          French and German sections did not fit beside the account links even at 1440 px
          ("Prog..."), and a scrolling row hid items with no sign that more followed. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          href="/"
          aria-label={t("Layout.homeLink")}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full border-2 border-dashed border-chip-400 bg-felt-950 text-sm text-chip-400"
          >
            ♠
          </span>
          <span>{t("Metadata.productName")}</span>
        </Link>
        <div className="order-last w-full">
          <MainNav />
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <AccountMenu initial={session} />
          <LocaleSwitcher />
        </div>
      </div>
    </header>
  );
}
