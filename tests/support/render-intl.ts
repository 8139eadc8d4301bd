/**
 * Components rendered to HTML as the browser first gets them, with one locale's messages (all
 * areas, as the app loads them): the component tests' one way to render.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import {
  type ComponentProps,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MESSAGE_AREAS } from "@/lib/i18n/messages";

/** Every message area of `locale`, merged as the app's request config merges them. */
export const messagesIn = (locale = "en"): Record<string, unknown> =>
  Object.assign(
    {},
    ...MESSAGE_AREAS.map((area) =>
      JSON.parse(
        readFileSync(path.join(process.cwd(), "messages", locale, `${area}.json`), "utf8"),
      ),
    ),
  );

/** `node` as static HTML inside the intl provider (UTC, so times read the same anywhere). */
export function renderIn(node: ReactNode, locale = "en"): string {
  return renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages: messagesIn(locale), timeZone: "UTC" } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      node,
    ),
  );
}

/**
 * A stand-in for next-intl/server in a test that renders server components: translations and
 * the formatter of `request.locale` (read at each call, so a test switches locale by setting
 * it), every message area loaded, a missing message thrown. Use inside vi.mock's factory.
 */
export async function intlServerFor(request: { locale: string }) {
  const { createTranslator, createFormatter } = await import("next-intl");
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({
        locale: request.locale as "en",
        messages: messagesIn(request.locale),
        namespace: namespace as never,
        onError: (error) => {
          throw error;
        },
      }),
    getFormatter: async () => createFormatter({ locale: request.locale as "en", timeZone: "UTC" }),
    setRequestLocale: () => {},
  };
}

/**
 * A server component tree rendered to HTML: renderToStaticMarkup cannot await the async
 * components it nests (a page, its sections), so every function component is called and
 * awaited first. Client components under it should be mocked (hooks need React's renderer).
 */
export async function renderServer(node: ReactNode): Promise<string> {
  return renderToStaticMarkup(await resolve(node));
}

async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  if (typeof type === "function")
    return resolve(await (type as (p: unknown) => ReactNode | Promise<ReactNode>)(props));
  if (props.children === undefined) return node;
  return cloneElement(node, undefined, await resolve(props.children));
}

/** The visible words of some HTML (tags out, entities back, spaces as one). */
export const wordsOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Spaces as wordsOf leaves them (French no-break spaces included). */
export const normSpaces = (text: string): string => text.replace(/\s+/g, " ");
