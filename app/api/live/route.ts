import { getLobby, postOpen } from "@/lib/live/routes";

export const dynamic = "force-dynamic";

/** GET /api/live: the lobby (lib/live/api.ts LobbyView). */
export const GET = (request: Request) => getLobby(request);

/** POST /api/live `{ classId, table }`: a teacher opens a live table for a class. */
export const POST = (request: Request) => postOpen(request);
