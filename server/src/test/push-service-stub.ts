/**
 * A push service for tests: an HTTPS listener on 127.0.0.1 (web-push only speaks HTTPS) with a self-signed
 * certificate made by `openssl` for the test, recording every request and answering each path with the
 * status the test sets (201 Created, as push services answer, unless told otherwise).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface PushedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushServiceStub {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  requests: PushedRequest[];
  /** What the listener answers for a path (a number), or "hang" to never answer. */
  answer(path: string, status: number | "hang"): void;
  /** An HTTPS agent that trusts this listener's certificate (and nothing else). */
  agent: Agent;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "push-stub-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushServiceStub(): Promise<PushServiceStub> {
  const { key, cert } = selfSignedCertificate();
  const requests: PushedRequest[] = [];
  const statuses = new Map<string, number | "hang">();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      requests.push({
        method: request.method ?? "",
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const status = statuses.get(path) ?? 201;
      if (status === "hang") return;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin: `https://127.0.0.1:${port}`,
    requests,
    answer: (path, status) => statuses.set(path, status),
    agent,
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
