/** The payment provider of the configuration (PAYMENT_PROVIDER): the sandbox by default, or Mollie. */
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createMollieProvider } from "./mollie-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createSandboxProvider, type SandboxProvider } from "./sandbox-provider.ts";

export function createPaymentProvider(
  config: Config["payments"],
  db: Db,
): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (config.provider === "mollie") {
    return { provider: createMollieProvider({ apiKey: config.mollieApiKey }), sandbox: null };
  }
  const sandbox = createSandboxProvider(db);
  return { provider: sandbox, sandbox };
}
