/**
 * The manifest's icons. The maskable ones (public/icons/icon-maskable.svg rendered to PNG) fill
 * the whole square with the background and keep the chip inside the safe zone, the centred
 * circle of 40% of the size's radius that every mask shape leaves whole (W3C manifest,
 * "icon masks"), so an Android launcher's circle or squircle shows no white corners and cuts
 * nothing. icons.test.ts reads the files and checks both.
 */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;
