import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { dropUnknownLocale } from "./i18n/unknown-locale";
import { malformedBody } from "./lib/auth/request-guard";

// Next 16 calls this file `proxy` (formerly middleware): negotiates the locale from the
// cookie or Accept-Language and redirects `/` and unprefixed paths to `/<locale>/...`.
const intl = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  if (request.method === "POST" && (await malformedBody(request))) {
    return new NextResponse("Bad Request: malformed body", {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  // `/xx/practice` would otherwise become `/en/xx/practice` (a 404): drop the unknown locale.
  const known = dropUnknownLocale(request.nextUrl.pathname);
  if (known !== null) {
    const url = request.nextUrl.clone();
    url.pathname = known;
    return NextResponse.redirect(url);
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
