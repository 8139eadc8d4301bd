"use server";

/**
 * Account actions: thin adapters from the forms to lib/auth. Failures answer a typed state;
 * success redirects (server-side, so it works before hydration too). The header notices the
 * new identity and drops the previous person's cached data (components/auth/AccountMenu).
 */
import { z } from "zod";
import { redirect } from "@/i18n/navigation";
import { retryParams } from "@/lib/actions/errors";
import { validatedAction } from "@/lib/actions/validated-action";
import { userAction } from "@/lib/auth/action";
import { signInHere, signOutEverywhere, signOutHere, signUpHere } from "@/lib/auth/flows";
import { canTeach, type Role } from "@/lib/auth/roles";
import { safeNextPath, signInSchema } from "@/lib/auth/schemas";
import { strongSignUpSchema } from "@/lib/auth/strength";
import { locales } from "@/lib/i18n/locales";

const where = z.object({
  locale: z.enum(locales),
  next: z.string().optional().transform(safeNextPath),
});

const home = (role: Role) => (canTeach(role) ? "/teach" : "/practice");

export const signUpAction = validatedAction<
  z.ZodType<z.output<typeof strongSignUpSchema> & z.output<typeof where>>,
  never,
  "username-taken" | "email-taken" | "bad-join-code" | "rate-limited"
>(strongSignUpSchema.and(where), async ({ locale, next, ...input }) => {
  const result = await signUpHere(input);
  if (result.status === "rate-limited")
    return { status: "error", code: "rate-limited", params: retryParams(result.retryAfterMs) };
  if (result.status !== "signed-up") return { status: "error", code: result.status };
  // Signed up with a class's code: already a member, so the class page, not its join form.
  if (result.joined) return redirect({ href: "/classes", locale });
  return redirect({ href: next ?? home(result.user.role), locale });
});

export const signInAction = validatedAction<
  z.ZodType<z.output<typeof signInSchema> & z.output<typeof where>>,
  never,
  "wrong-credentials" | "rate-limited"
>(signInSchema.and(where), async ({ locale, next, ...input }) => {
  const result = await signInHere(input);
  if (result.status === "rate-limited")
    return { status: "error", code: "rate-limited", params: retryParams(result.retryAfterMs) };
  if (result.status !== "signed-in") return { status: "error", code: "wrong-credentials" };
  return redirect({ href: next ?? home(result.user.role), locale });
});

const localeOnly = z.object({ locale: z.enum(locales) });

/** Ends this browser's session (in the database, then the cookie). */
export const signOutAction = validatedAction<typeof localeOnly, never>(
  localeOnly,
  async ({ locale }) => {
    await signOutHere();
    return redirect({ href: "/", locale });
  },
);

/** Ends every session of the signed-in account. */
export const signOutEverywhereAction = userAction<typeof localeOnly, never>(
  localeOnly,
  async ({ locale }, { user }) => {
    await signOutEverywhere(user.id);
    return redirect({ href: "/", locale });
  },
);
