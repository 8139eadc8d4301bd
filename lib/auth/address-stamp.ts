/**
 * Installs the client-address stamp (see ./client-address.ts) on every HTTP server of this
 * process, and a guard that answers hopeless requests before Next sees them (issue 10, item 8):
 * a path with a malformed %-escape gets 400 (Next answers 500), a POST body declared larger
 * than a server action may be gets 413 (Next reads it, then answers 500 or renders the page),
 * a chunked page POST that is no action call 411 (Next read it whole). Every response, these
 * refusals and Next's own error answers included, starts with the security headers (issue 21,
 * item 9). Run once at server start, before requests are served (instrumentation.ts).
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { securityHeaders } from "@/lib/http/security-headers.mjs";
import {
  resolveClientAddress,
  STAMP_PREFIX,
  setStampHeaderName,
  stampHeaderName,
} from "./client-address";
import { ACTION_BODY_LIMIT } from "./request-guard";

export { ACTION_BODY_LIMIT };

/** Rewrites the request's headers: no header of the stamp family survives but ours. */
export function stampRequest(req: IncomingMessage, name: string, trustedProxies: number): void {
  const headers = req.headers;
  for (const key of Object.keys(headers)) if (key.startsWith(STAMP_PREFIX)) delete headers[key];
  const address = resolveClientAddress(
    req.socket?.remoteAddress,
    headers["x-forwarded-for"],
    trustedProxies,
  );
  if (address !== null) headers[name] = address;
  // What Next and any code reading X-Forwarded-For see is the resolved address too.
  if (trustedProxies <= 0 && address !== null) headers["x-forwarded-for"] = address;
  // The protocol likewise: without a trusted proxy the connection says it, never the client
  // (a forged "https" made cookies Secure on plain HTTP); behind one, the proxy's header.
  if (trustedProxies <= 0) {
    const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
    headers["x-forwarded-proto"] = encrypted ? "https" : "http";
  }
}

/** The status to refuse `req` with before Next runs, or null to let it through. */
export function refusal(req: IncomingMessage): { status: number; text: string } | null {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  try {
    decodeURIComponent(q < 0 ? url : url.slice(0, q));
  } catch {
    return { status: 400, text: "Bad Request: malformed URL escape" };
  }
  if (req.method === "POST") {
    // Any POST declared larger than a server action may be (issue 56, item 13: a plain page
    // POST without an action was read whole too); the JSON routes' caps are far below it.
    const declared = req.headers["content-length"];
    const length = Number(declared);
    if (Number.isFinite(length) && length > ACTION_BODY_LIMIT) {
      return { status: 413, text: "Payload Too Large" };
    }
    // A page POST that is no action call and declares no length (chunked): a page needs no
    // body, yet Next read all of it before answering (80 MB, whole). Browsers' form posts
    // declare their length; an action's chunked body is the proxy's to count.
    const page = !url.startsWith("/api/");
    if (declared === undefined && page && req.headers["next-action"] === undefined) {
      return { status: 411, text: "Length Required" };
    }
  }
  return null;
}

/**
 * How long, and how much of, a refused request's body is read and dropped before its connection
 * is cut: a modestly oversized body is read to its end, so its answer is not lost to a reset; a
 * flood is cut after a few megabytes (issue 56, item 13: never read whole).
 */
const REFUSED_DRAIN_MS = 2000;
const REFUSED_DRAIN_BYTES = 4 * 1024 * 1024;
/** How long a cut connection stays half-closed, unread, before it is destroyed. */
const REFUSED_LINGER_MS = 2000;

/** Sets the security headers; Next's header config may set them again (same values). */
function secure(res: ServerResponse): void {
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  { status, text }: { status: number; text: string },
): void {
  // The JSON routes' callers read a typed code from every answer, this one included.
  const api = (req.url ?? "").startsWith("/api/");
  // No "connection: close": closing with the body's rest unread makes the kernel answer it
  // with a reset, which can destroy the answer before the client reads it (the probe's 3 MB
  // post lost 3-15 of 60 answers so on a loaded machine, none kept alive). The rest is read
  // and dropped up to REFUSED_DRAIN_BYTES and REFUSED_DRAIN_MS, then the connection is cut.
  res.writeHead(status, {
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  res.end(api ? JSON.stringify({ status: "error", code: "invalid-input" }) : text);
  const cut = () => {
    clearTimeout(timer);
    const socket = req.socket;
    if (req.complete || !socket || socket.destroyed) return;
    // Reading stops and the answer goes out with a FIN: the client's further bytes fill the
    // buffers and TCP holds the sender. Destroying the socket at once would reset it with the
    // answer perhaps still unread by the client (a flood probe lost its 413 so in CI).
    req.pause();
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
  };
  const timer = setTimeout(cut, REFUSED_DRAIN_MS);
  timer.unref();
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > REFUSED_DRAIN_BYTES) cut();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

export function installAddressStamp(trustedProxies: number): string {
  const installed = stampHeaderName();
  if (installed !== null) return installed;
  const name = `${STAMP_PREFIX}${randomBytes(12).toString("hex")}`;
  setStampHeaderName(name);
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      const res = args[1] as ServerResponse;
      secure(res);
      const refused = refusal(req);
      if (refused) {
        refuse(req, res, refused);
        return true;
      }
      stampRequest(req, name, trustedProxies);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  return name;
}
