/**
 * A real SMTP server for the journeys: the app under test sends its mail here over SMTP, and every message
 * is written as an .eml file that the tests read (see mailbox.ts). Started by Playwright as a web server.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_CAPTURE_PORT ?? 2526);
const dir = process.env.SMTP_CAPTURE_DIR ?? join(import.meta.dirname, "..", "..", "test-results", "e2e-mail");
mkdirSync(dir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      mkdirSync(dir, { recursive: true });
      const to = session.envelope.rcptTo.map((r) => r.address).join(",");
      writeFileSync(join(dir, `${Date.now()}-${received}-${to}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`smtp capture on 127.0.0.1:${port}, writing to ${dir}`));
