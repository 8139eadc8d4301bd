import { getTranslations } from "next-intl/server";
import { AccountMenu } from "@/components/auth/AccountMenu";
import { Link } from "@/i18n/navigation";
import { LocaleSwitcher } from "./LocaleSwitcher";
import { MainNav } from "./MainNav";

export async function SiteHeader() {
  const t = await getTranslations();

  return (
    <header className="bg-felt-800 text-white shadow-sm">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          href="/"
          aria-label={t("Layout.homeLink")}
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full border-2 border-dashed border-chip-400 bg-felt-950 text-sm text-chip-400"
          >
            ♠
          </span>
          <span>{t("Metadata.productName")}</span>
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <MainNav />
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2 sm:ml-0">
          {/* Accounts (issue 7): sign in / teach / account, fetched on the client. */}
          <AccountMenu />
          <LocaleSwitcher />
        </div>
      </div>
    </header>
  );
}
