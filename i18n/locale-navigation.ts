import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** next-intl's locale-aware wrappers around Next's navigation APIs (see ./navigation.ts). */
export const {
  Link: LocaleLink,
  redirect,
  usePathname,
  useRouter,
  getPathname,
} = createNavigation(routing);
