"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import { validatedAction } from "@/lib/actions/validated-action";
import { signInAdmin, signOutAdmin } from "@/lib/auth/admin";
import { locales } from "@/lib/i18n/locales";

/** Where to go after signing in: a path inside the app, never another site. */
const nextPath = z
  .string()
  .optional()
  .transform((path) => (path && /^\/(?![/\\])[\w\-/]*$/.test(path) ? path : "/rules"));

const signInSchema = z.object({
  locale: z.enum(locales),
  token: z.string({ error: "token-required" }).trim().min(1, { error: "token-required" }),
  next: nextPath,
});

export const signInAction = validatedAction<
  typeof signInSchema,
  never,
  "wrong-token" | "not-configured"
>(signInSchema, async ({ locale, token, next }) => {
  const result = await signInAdmin(token);
  if (result !== "signed-in") return { status: "error", code: result };
  redirect(getPathname({ href: next, locale }));
});

const signOutSchema = z.object({ locale: z.enum(locales) });

export const signOutAction = validatedAction<typeof signOutSchema, never>(
  signOutSchema,
  async ({ locale }) => {
    await signOutAdmin();
    redirect(getPathname({ href: "/admin", locale }));
  },
);
