import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

// Next 16 calls this file `proxy` (formerly middleware): negotiates the locale from the
// cookie or Accept-Language and redirects `/` and unprefixed paths to `/<locale>/...`.
export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
