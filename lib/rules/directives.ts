/**
 * The two directives rule pages may use, each alone on its line (a paragraph of its own):
 *
 *   ::cards[As Kd JK]   the app draws these cards
 *   ::example[4]        the engine's example hand for house-way rule 4 (lib/rules/examples.ts)
 *   ::config[tables]    the tables as lib/table/tables.json configures them (limits, timers,
 *                       banking, live seats), so a page never states a number the tables do not run
 *   ::config[fortune]   the Fortune bonus pay table and its exact house edge (lib/engine/bonus.ts)
 *   ::config[commission-free]   every casino's push rate and house-way edge in the 5% game and
 *                       the commission-free ones, exact (lib/analyze/strategy-casino-data.json)
 *
 * `rehypeRuleDirectives` runs after rehype-sanitize, so the sanitiser never has to let custom
 * elements through: it turns each directive paragraph into a `rule-cards` / `rule-example`
 * element whose only property is the directive's argument, which the renderer maps to React
 * components (components/rules/RuleMarkdown.tsx). Anything else stays plain text.
 */

export const CARDS_ELEMENT = "rule-cards";
export const EXAMPLE_ELEMENT = "rule-example";
export const CONFIG_ELEMENT = "rule-config";

/** What `::config[...]` can show. */
export const CONFIG_FACTS = ["tables", "fortune", "commission-free"] as const;

export type Directive = { kind: "cards" | "example" | "config"; argument: string };

const DIRECTIVE = /^::(cards|example|config)\[([^\]\n]*)\]$/;
const ELEMENTS = {
  cards: CARDS_ELEMENT,
  example: EXAMPLE_ELEMENT,
  config: CONFIG_ELEMENT,
} as const;

export function parseDirective(text: string): Directive | null {
  const match = DIRECTIVE.exec(text.trim());
  if (!match) return null;
  return { kind: match[1] as Directive["kind"], argument: (match[2] ?? "").trim() };
}

/** The part of a hast node this plugin reads and writes. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function directiveOf(node: HastNode): Directive | null {
  if (node.type !== "element" || node.tagName !== "p" || !node.children?.length) return null;
  if (!node.children.every((child) => child.type === "text")) return null;
  return parseDirective(node.children.map((child) => child.value ?? "").join(""));
}

function replaceDirectives(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    const directive = directiveOf(child);
    if (!directive) {
      replaceDirectives(child);
      return child;
    }
    return {
      type: "element",
      tagName: ELEMENTS[directive.kind],
      properties: { dataArgument: directive.argument },
      children: [],
    };
  });
}

/** Rehype plugin: directive paragraphs -> `rule-cards` / `rule-example` / `rule-config`. */
export function rehypeRuleDirectives() {
  return (tree: HastNode) => {
    replaceDirectives(tree);
  };
}
