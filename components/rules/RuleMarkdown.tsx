import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { CardError, parseCards } from "@/lib/engine";
import {
  CARDS_ELEMENT,
  CONFIG_ELEMENT,
  EXAMPLE_ELEMENT,
  rehypeRuleDirectives,
} from "@/lib/rules/directives";
import type { RuleExample } from "@/lib/rules/examples";
import { ruleAnchor } from "@/lib/rules/slug";
import { CommissionFreeFacts } from "./CommissionFreeFacts";
import { FortuneFacts, TablesFacts } from "./ConfigFacts";
import { ExampleHand } from "./ExampleHand";
import { RuleCards } from "./RuleCards";
import styles from "./RuleMarkdown.module.css";

export type RuleExamples = Partial<Record<number, RuleExample>>;

/** The argument of a directive element, as rehypeRuleDirectives stored it. */
const argumentOf = (props: object): string =>
  String((props as Record<string, unknown>)["data-argument"] ?? "");

function DirectiveProblem({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="my-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm"
    >
      {children}
    </p>
  );
}

function CardsDirective(props: object) {
  const t = useTranslations("Rules.directives");
  const text = argumentOf(props);
  let cards: number[];
  try {
    cards = parseCards(text, [1, 2, 3, 4, 5, 6, 7]);
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    return <DirectiveProblem>{t("badCards", { text })}</DirectiveProblem>;
  }
  return (
    <div className="my-4">
      <RuleCards cards={cards} />
    </div>
  );
}

function ExampleDirective({ examples, ...props }: { examples: RuleExamples }) {
  const t = useTranslations("Rules.directives");
  const text = argumentOf(props);
  const example = /^\d+$/.test(text) ? examples[Number(text)] : undefined;
  if (!example) return <DirectiveProblem>{t("badExample", { text })}</DirectiveProblem>;
  return <ExampleHand example={example} />;
}

/** `::config[tables]` / `::config[fortune]`: numbers from the config the tables run on. */
function ConfigDirective(props: object) {
  const t = useTranslations("Rules.directives");
  const text = argumentOf(props);
  if (text === "tables") return <TablesFacts />;
  if (text === "fortune") return <FortuneFacts />;
  if (text === "commission-free") return <CommissionFreeFacts />;
  return <DirectiveProblem>{t("badConfig", { text })}</DirectiveProblem>;
}

/**
 * Wide tables get a scrolling frame; all other elements are styled by RuleMarkdown.module.css.
 * The frame takes focus so a keyboard can scroll it where it overflows (at 375 px).
 */
function Table({ node: _, ...props }: ComponentProps<"table"> & { node?: unknown }) {
  const t = useTranslations("Rules.directives");
  return (
    // A figure, not a region landmark: a page with two tables had two landmarks of one name.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <figure className={styles.table} aria-label={t("tableFrame")} tabIndex={0}>
      <table {...props} />
    </figure>
  );
}

/** Numbered headings ("## 8. Two pairs") get an anchor, so a grade can link to its rule. */
function Heading2({ node: _, children, ...props }: ComponentProps<"h2"> & { node?: unknown }) {
  const first = Array.isArray(children) ? children[0] : children;
  const number = typeof first === "string" ? /^(\d+)\./.exec(first)?.[1] : undefined;
  return (
    <h2 id={number ? ruleAnchor(number) : undefined} className="scroll-mt-20" {...props}>
      {children}
    </h2>
  );
}

const NO_EXAMPLES: RuleExamples = {};
const componentsByExamples = new WeakMap<RuleExamples, Components>();

/** One components map per examples object, so the editor's preview keeps its elements mounted. */
function componentsFor(examples: RuleExamples): Components {
  let components = componentsByExamples.get(examples);
  if (!components) {
    components = {
      table: Table,
      h2: Heading2,
      [CARDS_ELEMENT]: CardsDirective,
      [EXAMPLE_ELEMENT]: (props: object) => <ExampleDirective examples={examples} {...props} />,
      [CONFIG_ELEMENT]: ConfigDirective,
    } as Components;
    componentsByExamples.set(examples, components);
  }
  return components;
}

/**
 * A rule page's Markdown, sanitised, with `::cards[...]` drawn and `::example[N]` replaced by
 * the engine's example for rule N. Renders on the server for the pages and in the browser for
 * the editor's preview, so both show the same thing.
 */
export function RuleMarkdown({
  body,
  examples = NO_EXAMPLES,
}: {
  body: string;
  examples?: RuleExamples;
}) {
  return (
    <div className={styles.prose}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, rehypeRuleDirectives]}
        components={componentsFor(examples)}
      >
        {body}
      </Markdown>
    </div>
  );
}
