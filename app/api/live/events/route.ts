import { getLobbyEvents } from "@/lib/live/routes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/live/events: the caller's lobby as Server-Sent Events, sent when what it shows changes. */
export const GET = (request: Request) => getLobbyEvents(request);
