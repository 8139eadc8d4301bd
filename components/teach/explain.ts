"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { Explain } from "@/components/auth/form";
import type { ErrorParams } from "@/lib/actions/action-state";
import { TEACH_ERROR_CODES, TEACH_FIELD_CODES } from "@/lib/teach/errors";
import { CLASS_NAME_MAX } from "@/lib/teach/schemas";

const CODES = [...TEACH_ERROR_CODES, ...TEACH_FIELD_CODES] as const;
type Code = (typeof CODES)[number];
const isCode = (code: string): code is Code => (CODES as readonly string[]).includes(code);

/** `Teach.errors.<code>`; unknown codes read as `unexpected`. */
export function useTeachExplain(): Explain {
  const t = useTranslations("Teach.errors");
  return useCallback(
    (code: string, params?: ErrorParams) =>
      t(isCode(code) ? code : "unexpected", { max: CLASS_NAME_MAX, minutes: 15, ...params }),
    [t],
  );
}
