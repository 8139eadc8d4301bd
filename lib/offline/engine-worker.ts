/**
 * The browser's engine worker (bundled by scripts/build-offline.ts into
 * public/offline/engine-worker.js): exact EV off the page's thread, its tables built once on
 * first use. Messages are lib/offline/engine-core.ts's.
 */
import { answer, type EngineRequest } from "./engine-core";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(answer(event.data, () => performance.now()));
};
