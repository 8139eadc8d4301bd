"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { type SessionInfo, sessionQuery } from "./session-query";

const linkClass =
  "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors";
const idle = "text-felt-100 hover:bg-felt-950/25 hover:text-white";
const active = "bg-felt-950/40 text-white";

/**
 * The header's account links: "Sign in" for visitors; "Teach" (teachers) and the account
 * name otherwise. The server renders them from the session (`initial`, so nothing shifts after
 * load); the client fetches again after each navigation (sign-in and sign-out end in one).
 * When the person changes, every other cached query (their progress, ...) is reset, so nobody
 * sees the previous person's data.
 */
export function AccountMenu({ initial }: { initial: SessionInfo }) {
  const t = useTranslations("Account.nav");
  const locale = useLocale();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...sessionQuery(locale), initialData: initial });
  const user = data?.user ?? null;

  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    void queryClient.invalidateQueries({ queryKey: ["session"] });
  }, [pathname, queryClient]);

  const who = data === undefined ? undefined : (user?.username ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (who === undefined) return;
    if (previous.current !== undefined && previous.current !== who) {
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    }
    previous.current = who;
  }, [who, queryClient]);
  // The page's query (a join link's ?code=...) goes along in `next`; read after hydration so
  // the server's HTML and the first client render agree (no useSearchParams bail-out).
  const [search, setSearch] = useState("");
  useEffect(() => {
    setSearch(pathname ? window.location.search : "");
  }, [pathname]);
  const current = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

  if (!user) {
    const next =
      pathname === "/signin" || pathname === "/signup" ? undefined : `${pathname}${search}`;
    return (
      <Link
        href={{ pathname: "/signin", query: next ? { next } : {} }}
        className={`${linkClass} border border-felt-600 ${current("/signin") ? active : idle}`}
      >
        {t("signIn")}
      </Link>
    );
  }
  const teaches = user.role === "teacher" || user.role === "admin";
  return (
    <nav aria-label={t("label")}>
      <ul className="flex items-center gap-1">
        {teaches ? (
          <li>
            <Link
              href="/teach"
              aria-current={current("/teach") ? "page" : undefined}
              className={`${linkClass} ${current("/teach") ? active : idle}`}
            >
              {t("teach")}
            </Link>
          </li>
        ) : (
          <li>
            <Link
              href="/classes"
              aria-current={current("/classes") ? "page" : undefined}
              className={`${linkClass} ${current("/classes") ? active : idle}`}
            >
              {t("classes")}
            </Link>
          </li>
        )}
        <li>
          <Link
            href="/account"
            aria-current={current("/account") ? "page" : undefined}
            className={`${linkClass} flex items-center gap-1.5 ${current("/account") ? active : idle}`}
          >
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-chip-400 text-[0.65rem] font-bold text-felt-950 uppercase"
            >
              {user.username.slice(0, 1)}
            </span>
            <span className="sr-only">{t("account")}: </span>
            {/* On a phone the initial stands for the name (which screen readers still hear). */}
            <span className="max-w-[8rem] truncate max-sm:sr-only">{user.username}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
