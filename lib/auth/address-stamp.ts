/**
 * Installs the client-address stamp (see ./client-address.ts) on every HTTP server of this
 * process. Run once at server start, before requests are served (instrumentation.ts).
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import {
  resolveClientAddress,
  STAMP_PREFIX,
  setStampHeaderName,
  stampHeaderName,
} from "./client-address";

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
    if (event === "request") stampRequest(args[0] as IncomingMessage, name, trustedProxies);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  return name;
}
