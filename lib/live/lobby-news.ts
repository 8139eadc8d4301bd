/**
 * The lobby's topic on the push bus: told only when what a lobby shows changed (a table's
 * seats, its bank, a class table opened or closed, or who is in which class), not on every
 * bet, so 30 busy tables wake the lobbies a few times a minute instead of many times a
 * second. A table's own topic carries the rest. Its own small module: the classes' service
 * tells it too, without taking in the live tables' rooms (lobby.ts, change.ts).
 */
import { pushBus } from "@/lib/push/bus";

export const LOBBY_TOPIC = "live-lobby";

/** Every lobby stream reads its viewer's lobby again (-1: no sequence number to compare). */
export const lobbyChanged = (seq = -1): Promise<void> => pushBus().publish(LOBBY_TOPIC, seq);
