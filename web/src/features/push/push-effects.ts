/**
 * What push does on every page of a member (the session's effects run these): the browser's subscription
 * reaches the server once per page session, and the service worker's messages reach the app.
 */
import { PUSH_CLICK, PUSH_MESSAGE } from "@amora/contract/push";
import { useEffect, useRef } from "react";
import { useLoadedSettings } from "../site/index.ts";
import { onServiceWorkerMessage, usePushState } from "./push-state.ts";
import { browserSubscription, sendSubscription } from "./push-subscription.ts";

/** The member whose subscription was sent in this page session: once is enough, a reload sends it again. */
let sentForMember: number | null = null;

/**
 * A browser that holds a subscription the server may not know (stored before a database restore, removed
 * after a failed send, or subscribed under another member on a shared device) sends it again, silently:
 * the permission is already given. A subscription made with an earlier public key is renewed first.
 */
export function usePushSync(memberId: number | null): void {
  const { isSubscribed } = usePushState();
  const { push_public_key: publicKey } = useLoadedSettings();
  const hasSubscription = typeof isSubscribed === "object";

  useEffect(() => {
    if (memberId === null || !hasSubscription || publicKey === null || sentForMember === memberId) return;
    sentForMember = memberId;
    browserSubscription(publicKey)
      .then(sendSubscription)
      .catch(() => {
        // Tried again on the next page load; the settings still show the device as subscribed meanwhile.
        sentForMember = null;
      });
  }, [memberId, hasSubscription, publicKey]);
}

export interface PushMessageHandlers {
  /** A push arrived while this tab is open: what it announces should show at once. */
  onPush: () => void;
  /** The member clicked a notification and the service worker focused this tab: go to its page. */
  onClick: (url: string) => void;
}

/** Wires the service worker's NEW_PUSH_MESSAGE and NEW_PUSH_CLICK (spec §7) to the app. */
export function usePushMessages(handlers: PushMessageHandlers): void {
  // The latest handlers, so the listener is added once and not on every render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      onServiceWorkerMessage((message) => {
        if (message.type === PUSH_MESSAGE) latest.current.onPush();
        else if (message.type === PUSH_CLICK) latest.current.onClick(message.url);
      }),
    [],
  );
}

/** For tests: every test starts a new page session. */
export function resetPushSyncForTests(): void {
  sentForMember = null;
}
