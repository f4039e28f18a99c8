/** `staff:create`'s arguments and answer, apart from the process (staff-cli.ts) so tests run it. */
import { parseArgs } from "node:util";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createStaff, SETUP_LINK_MS, StaffCreateError } from "./staff-accounts.service.ts";

export const STAFF_CREATE_USAGE =
  "usage: npm run staff:create -- --email <address> --role <role> [--role <role>…] [--name <name>]";

/** Exit code 0 and the setup link, or 64 (EX_USAGE) and why not. */
export async function staffCreateCommand(
  argv: string[],
  db: Db,
  config: Pick<Config, "publicUrl" | "env" | "port">,
): Promise<{ exitCode: number; output: string }> {
  let values: { email?: string | undefined; role?: string[] | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        role: { type: "string", multiple: true },
        name: { type: "string" },
      },
    }));
  } catch (error) {
    return { exitCode: 64, output: `${(error as Error).message}\n${STAFF_CREATE_USAGE}` };
  }
  if (!values.email) return { exitCode: 64, output: `--email is required\n${STAFF_CREATE_USAGE}` };
  try {
    const { staff, setupUrl } = await createStaff(db, config, {
      email: values.email,
      roles: values.role ?? [],
      name: values.name,
    });
    const hours = SETUP_LINK_MS / 3_600_000;
    return {
      exitCode: 0,
      output:
        `staff ${staff.email} (${staff.roles.join(", ")}) created.\n` +
        `One-time setup link, valid ${hours} h (send it to them privately):\n${setupUrl}`,
    };
  } catch (error) {
    if (!(error instanceof StaffCreateError)) throw error;
    return { exitCode: 64, output: `${error.message}\n${STAFF_CREATE_USAGE}` };
  }
}
