"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ErrorParams } from "@/lib/actions/action-state";
import { ACCOUNT_ERROR_CODES, ACCOUNT_FIELD_CODES } from "@/lib/auth/errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/auth/schemas";
import type { Explain } from "./form";

const CODES = [...ACCOUNT_ERROR_CODES, ...ACCOUNT_FIELD_CODES] as const;
type Code = (typeof CODES)[number];
const isCode = (code: string): code is Code => (CODES as readonly string[]).includes(code);

/** `Account.errors.<code>` with its parameters; unknown codes read as `unexpected`. */
export function useAccountExplain(): Explain {
  const t = useTranslations("Account.errors");
  return useCallback(
    (code: string, params?: ErrorParams) =>
      t(isCode(code) ? code : "unexpected", {
        min: PASSWORD_MIN,
        max: PASSWORD_MAX,
        minutes: 15,
        unit: "minutes",
        ...params,
      }),
    [t],
  );
}
