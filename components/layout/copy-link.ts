/**
 * Copies a path of this site as an absolute link: its URL, and whether the clipboard took it
 * (plain http on a school network refuses it: the caller then shows the link to copy by hand).
 */
export async function copyLink(path: string): Promise<{ url: string; copied: boolean }> {
  const url = new URL(path, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    return { url, copied: true };
  } catch {
    return { url, copied: false };
  }
}
