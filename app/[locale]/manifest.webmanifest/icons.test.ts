import fs from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MANIFEST_ICONS } from "./icons";

interface Image {
  width: number;
  height: number;
  /** RGB of (x, y). */
  rgb(x: number, y: number): [number, number, number];
}

/** An 8-bit RGB or RGBA, non-interlaced PNG (what the icons are), decoded to pixels. */
function readPng(file: string): Image {
  const data = fs.readFileSync(file);
  expect(data.subarray(1, 4).toString("latin1")).toBe("PNG");
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at);
    const type = data.subarray(at + 4, at + 8).toString("latin1");
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect({ depth: body[8], interlace: body[12] }).toEqual({ depth: 8, interlace: 0 });
      channels = body[9] === 2 ? 3 : body[9] === 6 ? 4 : 0;
      expect(channels, `colour type ${body[9]}`).toBeGreaterThan(0);
    } else if (type === "IDAT") idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  // Undo each scanline's filter (PNG spec 9): none, sub, up, average, Paeth.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= channels ? (pixels[y * stride + i - channels] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const c = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] as number) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const add = [0, a, b, (a + b) >> 1, paeth][filter] as number;
      pixels[y * stride + i] = (x + add) & 0xff;
    }
  }
  return {
    width,
    height,
    rgb: (x, y) => {
      const at = y * stride + x * channels;
      if (channels === 4) expect(pixels[at + 3], `alpha at ${x},${y}`).toBe(255);
      return [pixels[at] as number, pixels[at + 1] as number, pixels[at + 2] as number];
    },
  };
}

const file = (src: string) => path.join(process.cwd(), "public", src);

describe("the manifest's icons", () => {
  it("exist at the sizes the manifest names", () => {
    for (const icon of MANIFEST_ICONS) {
      const image = readPng(file(icon.src));
      expect(`${image.width}x${image.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("include maskable ones: full-bleed, with everything drawn inside the safe zone", () => {
    const maskable = MANIFEST_ICONS.filter((icon) => icon.purpose === "maskable");
    expect(maskable.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of maskable) {
      const image = readPng(file(icon.src));
      const size = image.width;
      // The corners are the background, opaque: a mask shows no transparent or white corner.
      const background = image.rgb(0, 0);
      expect(background[0] + background[1] + background[2], "a dark background").toBeLessThan(200);
      const drawn: string[] = [];
      let inside = 0;
      const centre = (size - 1) / 2;
      const safe = 0.4 * size;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const pixel = image.rgb(x, y);
          const differs = pixel.some((v, i) => Math.abs(v - (background[i] as number)) > 8);
          if (!differs) continue;
          if (Math.hypot(x - centre, y - centre) > safe) drawn.push(`${x},${y}`);
          else inside++;
        }
      }
      expect(drawn.slice(0, 5), `${icon.src}: drawn outside the safe zone`).toEqual([]);
      // And the chip is there: a good part of the safe zone is drawn.
      expect(inside / (Math.PI * safe * safe), icon.src).toBeGreaterThan(0.15);
    }
  });
});
