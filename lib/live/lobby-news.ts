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

/** A class's members changed: its live tables' streams hear it on this topic (on every instance). */
export const classMembersTopic = (classId: string): string => `class-members:${classId}`;

/**
 * A student left or was removed from the class (or the class is gone): every stream of the
 * class's tables checks its viewer's access again and ends when it is lost (lib/live/access.ts).
 */
export const classMembersChanged = (classId: string): Promise<void> =>
  pushBus().publish(classMembersTopic(classId), -1);
