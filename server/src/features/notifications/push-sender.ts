/** What the dispatcher needs of web push: deliver one payload to every device of a member. */
import type { PushPayload } from "@amora/contract/push";

export interface PushSender {
  /** Sends to each of the member's subscriptions; removes those the push service reports gone (404/410). Answers how many took it. */
  send(userId: number, payload: PushPayload): Promise<number>;
}
