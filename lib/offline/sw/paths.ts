/**
 * Which requests the service worker keeps (issue 33), as pure functions so they are tested
 * without a browser. Pages: the practice, strategy, analyzer and rule pages (and each locale's
 * home), the ones a learner can use offline; tables, live tables, progress, sign-in and the
 * teacher's pages need the server and are never kept (a stale copy would mislead). Static:
 * Next's hashed build files, the offline engine worker, icons and manifests.
 */
import { locales } from "@/lib/i18n/locales";

const LOCALE = `(?:${locales.join("|")})`;
const OFFLINE_PAGE = new RegExp(
  `^/${LOCALE}(?:/(?:practice|strategy|analyze|rules)(?:/[^?#]*)?)?/?$`,
);

export const isOfflinePage = (pathname: string): boolean => OFFLINE_PAGE.test(pathname);

export const isStaticAsset = (pathname: string): boolean =>
  pathname.startsWith("/_next/static/") ||
  pathname.startsWith("/offline/") ||
  /^\/(?:icon|icons\/)/.test(pathname) ||
  new RegExp(`^/${LOCALE}/manifest\\.webmanifest$`).test(pathname);

/** Where a page's copy is kept: its path without the query (a `?drill=` is the same page). */
export const pageKey = (url: URL): string =>
  `${url.origin}${url.pathname.replace(/\/$/, "") || "/"}`;

/** The locale of a path, for the fallback page when a page was never visited. */
export function localeOf(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return (locales as readonly string[]).includes(first) ? first : (locales[0] as string);
}
