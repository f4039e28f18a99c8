/** The event bus of a single process: each event goes to this process's listeners only. */
import type { EventBus } from "./event-bus.ts";
import { ListenerTable } from "./listener-table.ts";

export function createMemoryEventBus(): EventBus {
  const listeners = new ListenerTable();
  return {
    kind: "memory",
    isConnected: () => true,
    async publish(profileIds, event) {
      for (const id of profileIds) listeners.emit(id, event);
    },
    async subscribe(profileId, listener) {
      listeners.add(profileId, listener);
      return () => {
        listeners.remove(profileId, listener);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
