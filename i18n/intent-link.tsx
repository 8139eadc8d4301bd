"use client";

import {
  type ComponentProps,
  type FocusEvent,
  forwardRef,
  type MouseEvent,
  type TouchEvent,
} from "react";
import { LocaleLink, useRouter } from "./locale-navigation";

type Props = ComponentProps<typeof LocaleLink>;
/** The router's href: the app's links name a path, with or without a query (no URL objects). */
type RouterHref = Parameters<ReturnType<typeof useRouter>["prefetch"]>[0];

/**
 * A locale-aware link that prefetches its page when the reader reaches for it (the pointer
 * over it, a touch, keyboard focus), not when it scrolls into view. Next's default prefetched
 * every link in the viewport: the header's eight sections alone cost the server 16 page
 * renders on every page view (two rounds of eight, measured 2026-12-07), most of them for
 * pages the reader never opens. `prefetch={true}` keeps the viewport prefetch for a link that
 * asks for it; `prefetch={false}` prefetches never.
 */
export const IntentLink = forwardRef<HTMLAnchorElement, Props>(function IntentLink(
  { prefetch, onMouseEnter, onTouchStart, onFocus, ...props },
  ref,
) {
  const router = useRouter();
  const intent = prefetch === undefined || prefetch === null || prefetch === "auto";
  const reach = () => {
    if (intent)
      router.prefetch(
        props.href as RouterHref,
        props.locale ? { locale: props.locale } : undefined,
      );
  };
  return (
    <LocaleLink
      ref={ref}
      prefetch={prefetch === true}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        reach();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        reach();
        onTouchStart?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        reach();
        onFocus?.(e);
      }}
      {...props}
    />
  );
});
