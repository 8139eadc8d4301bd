import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages, type Segment, segmentMessagePaths } from "@/lib/i18n/client-messages";
import { resolveLocale } from "@/lib/i18n/server";

/** What a layout of app/[locale] gets. */
export interface SegmentLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * The provider of a top-level segment of app/[locale] (its layout renders only this): it hands
 * the segment's client components the messages they read, and no others
 * (lib/i18n/client-messages.ts). It stands in for the locale layout's provider below it, for
 * every page of the segment, so moving between them keeps it.
 */
export async function SegmentMessages({
  segment,
  children,
  params,
}: SegmentLayoutProps & { segment: Segment }) {
  const locale = await resolveLocale(params);
  const messages = pickMessages(await getMessages({ locale }), segmentMessagePaths(segment));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
