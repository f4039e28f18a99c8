/**
 * The live connection's public surface: its provider and the hooks that read and send live events. Other
 * features and the routes import this file only (decision 026).
 */
export {
  type LiveState,
  sendRead,
  sendTyping,
  useLiveReconnected,
  useLiveState,
  useReadUpTo,
  useTyping,
} from "./hooks.ts";
export { LiveProvider } from "./live-provider.tsx";
