"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * A table's last refusal, in the one message list every table uses (`Table.errors`; a code it
 * does not know reads as `unexpected`), announced as it appears; `children` say more where the
 * refusal has a way out (the bank's entry rule, a sign-in link).
 */
export function ErrorAlert({
  code,
  testId,
  children,
}: {
  code: string;
  testId: string;
  children?: ReactNode;
}) {
  const errors = useTranslations("Table.errors");
  const known = errors.has(code as "unexpected") ? (code as "unexpected") : "unexpected";
  return (
    <div
      role="alert"
      data-testid={testId}
      data-code={code}
      className="mt-2 rounded-lg bg-red-100 px-3 py-2 text-sm font-semibold text-red-900"
    >
      <p>{errors(known)}</p>
      {children}
    </div>
  );
}
