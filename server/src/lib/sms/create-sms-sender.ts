/** The SMS sender of the configuration: the outbox in DATA_DIR/sms-outbox (the only sender so far). */
import type { Config } from "../../config.ts";
import { createOutboxSmsSender, smsOutboxDir } from "./outbox-sms-sender.ts";
import type { SmsSender } from "./sms-sender.ts";

export function createSmsSender(config: Pick<Config, "dataDir">): SmsSender {
  return createOutboxSmsSender(smsOutboxDir(config.dataDir));
}
