/**
 * A page's first paragraph as plain text, for the rules index and the page description:
 * headings, directives, lists and tables are skipped, inline Markdown marks removed.
 */
export function excerpt(markdown: string, maxLength = 200): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|::|\||[-*+] |\d+\. |>|```)/.test(block)) ?? "";
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const sentence = text.slice(0, maxLength).match(/^.*[.!?](?=\s)/)?.[0];
  if (sentence && sentence.length > maxLength / 2) return sentence;
  return `${text.slice(0, maxLength).replace(/\s+\S*$/, "")}…`;
}
