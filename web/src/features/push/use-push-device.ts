/**
 * Push on this device for the buttons that turn it on and off (settings, the push alert): the state, and
 * the two actions with their pending state. The caller words the outcome in the member's language.
 */
import { useMutation } from "@tanstack/react-query";
import { useLoadedSettings } from "../site/index.ts";
import { type PushState, usePushState } from "./push-state.ts";
import { type SubscribeOutcome, subscribeToPush, unsubscribeFromPush } from "./push-subscription.ts";

export interface PushDevice {
  state: PushState;
  /** Asks the browser, subscribes and tells the server; rejects when the browser or the server failed. */
  turnOn: () => Promise<SubscribeOutcome>;
  turnOff: () => Promise<void>;
  isBusy: boolean;
}

export function usePushDevice(): PushDevice {
  const state = usePushState();
  const { push_public_key: publicKey } = useLoadedSettings();
  const on = useMutation({
    mutationFn: () => {
      if (publicKey === null) throw new Error("This site has no push public key.");
      return subscribeToPush(publicKey);
    },
  });
  const off = useMutation({
    mutationFn: async () => {
      if (typeof state.isSubscribed === "object") await unsubscribeFromPush(state.isSubscribed);
    },
  });
  return {
    state,
    turnOn: () => on.mutateAsync(),
    turnOff: () => off.mutateAsync(),
    isBusy: on.isPending || off.isPending,
  };
}
