/**
 * Chat delivery across two app processes: recipients' WebSockets on process B, sends through process A's
 * `POST /api/chat.php` at a fixed rate (open loop: a slow server does not slow the sender down), and the
 * time from each send until its frame arrives on B. autocannon cannot see a WebSocket frame, so these
 * times are taken here, into an HDR histogram; the sends are paced evenly rather than in autocannon's
 * once-a-second bursts.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { build } from "hdr-histogram-js";
import WebSocket from "ws";
import type { BenchMember } from "./bench-database.ts";

export interface DeliverySpec {
  sendUrl: string;
  liveUrl: string;
  pairs: { from: BenchMember; to: BenchMember }[];
  rate: number;
  seconds: number;
}

export interface DeliveryFigures {
  /** Frames received per second, from the first send to the last frame. */
  deliveredPerSecond: number;
  p50: number;
  p99: number;
  sent: number;
  /** The sends were stopped early: over a second's worth of messages were waiting. */
  saturated: boolean;
  received: number;
  failedSends: number;
}

async function connect(url: string, member: BenchMember, onFrame: (frame: unknown) => void) {
  const socket = new WebSocket(url, { headers: { cookie: member.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(JSON.stringify({ type: "hello", last_event_id: 0 }));
  socket.on("message", (data) => onFrame(JSON.parse(data.toString())));
  return socket;
}

function post(url: URL, agent: Agent, cookie: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "x-request-type": "client", cookie },
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once("error", () => resolve(0));
    outgoing.end(body);
  });
}

export async function measureDelivery(spec: DeliverySpec): Promise<DeliveryFigures> {
  /** client_id → when its send started; removed when its frame arrives. */
  const pending = new Map<string, number>();
  // Microseconds, 3 significant digits: 1 µs to 60 s.
  const latencies = build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000 });
  let received = 0;
  let lastFrameAt = 0;
  const onFrame = (frame: unknown) => {
    const message = (frame as { type?: string; message?: { client_id?: string } }).message;
    if ((frame as { type?: string }).type !== "message" || !message?.client_id) return;
    const startedAt = pending.get(message.client_id);
    if (startedAt === undefined) return;
    pending.delete(message.client_id);
    latencies.recordValue(Math.round((performance.now() - startedAt) * 1000));
    received += 1;
    lastFrameAt = performance.now();
  };
  const sockets = await Promise.all(spec.pairs.map(({ to }) => connect(spec.liveUrl, to, onFrame)));
  await new Promise((resolve) => setTimeout(resolve, 500));

  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(spec.sendUrl);
  const total = Math.round(spec.rate * spec.seconds);
  const interval = 1000 / spec.rate;
  let failedSends = 0;
  let sent = 0;
  const inFlight: Promise<void>[] = [];
  const begin = performance.now();
  for (let i = 0; i < total; i += 1) {
    // More than a second's worth of messages on their way: the processes cannot keep up; stop here
    // rather than queue the rest (the figures say how far it got).
    if (pending.size > spec.rate) break;
    const wait = begin + i * interval - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { from, to } = spec.pairs[i % spec.pairs.length]!;
    const clientId = randomUUID();
    pending.set(clientId, performance.now());
    sent += 1;
    const body = JSON.stringify({ profile: to.profileId, text: `bench ${i}`, client_id: clientId });
    inFlight.push(
      post(url, agent, from.cookie, body).then((status) => {
        if (status >= 200 && status < 300) return;
        failedSends += 1;
        pending.delete(clientId);
      }),
    );
  }
  await Promise.all(inFlight);
  // Frames still on their way get a few seconds.
  const until = performance.now() + 5_000;
  while (pending.size > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  const elapsed = (Math.max(lastFrameAt, begin + 1) - begin) / 1000;
  for (const socket of sockets) socket.close();
  agent.destroy();
  const figures = {
    deliveredPerSecond: received / elapsed,
    p50: latencies.getValueAtPercentile(50) / 1000,
    p99: latencies.getValueAtPercentile(99) / 1000,
    sent,
    saturated: sent < total,
    received,
    failedSends,
  };
  latencies.destroy();
  return figures;
}
