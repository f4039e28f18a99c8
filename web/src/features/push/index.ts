/**
 * Web push in the app (spec §3, §4, §7): the push state, turning push on and off on this device, and the
 * effects the session runs (sending the subscription, the service worker's messages). The service worker
 * itself is /sw.js. Other features and the routes import this file only (decision 026).
 */

export { type PushMessageHandlers, usePushMessages, usePushSync } from "./push-effects.ts";
export { hasSubscription, type PushState, usePushState } from "./push-state.ts";
export type { SubscribeOutcome } from "./push-subscription.ts";
export { type PushDevice, usePushDevice } from "./use-push-device.ts";
