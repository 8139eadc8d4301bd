import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { dropUnknownLocale } from "./i18n/unknown-locale";
import { refuseActionBody } from "./lib/auth/request-guard";
import { securityHeaders } from "./lib/http/security-headers.mjs";

// Next 16 calls this file `proxy` (formerly middleware): negotiates the locale from the
// cookie or Accept-Language and redirects `/` and unprefixed paths to `/<locale>/...`.
const intl = createMiddleware(routing);
// The same without the hreflang `Link` header, which repeats the path once per locale: for a
// path longer than any page's, a 5,000-character path made a 26 KB header (issue 29).
const intlNoAlternates = createMiddleware({ ...routing, alternateLinks: false });
/** No page of the app has a longer path; past it the alternates would only echo junk. */
export const MAX_ALTERNATE_PATH = 256;

export default async function proxy(request: NextRequest) {
  if (request.method === "POST") {
    // Bodies Next's action handler would answer 500 get their 4xx here (lib/auth/request-guard.ts).
    const refused = await refuseActionBody(request);
    if (refused) {
      const headers = new Headers({
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        // A body refused for its size is not read on: the connection ends with the answer.
        ...(refused.status === 413 ? { connection: "close" } : {}),
      });
      // A refusal is a response like any other: it carries the security headers (issue 21, item 9).
      for (const { key, value } of securityHeaders) headers.set(key, value);
      return new NextResponse(refused.text, { status: refused.status, headers });
    }
  }
  // `/xx/practice` would otherwise become `/en/xx/practice` (a 404): drop the unknown locale.
  const known = dropUnknownLocale(request.nextUrl.pathname);
  if (known !== null) {
    const url = request.nextUrl.clone();
    url.pathname = known;
    return NextResponse.redirect(url);
  }
  return request.nextUrl.pathname.length > MAX_ALTERNATE_PATH
    ? intlNoAlternates(request)
    : intl(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
