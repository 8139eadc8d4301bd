/** Locale-aware wrappers around Next's navigation APIs: use these instead of next/link. */
export { IntentLink as Link } from "./intent-link";
export { getPathname, redirect, usePathname, useRouter } from "./locale-navigation";
