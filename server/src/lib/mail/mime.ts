/** Composes an RFC 822 message (MIME, multipart/alternative text + HTML, encoded UTF-8 headers) without sending it. */
import { createTransport } from "nodemailer";
import type { OutgoingMail } from "./mail-transport.ts";

// nodemailer's stream transport runs the same composer as its SMTP transport, so the bytes match what SMTP sends.
const composer = createTransport({ streamTransport: true, buffer: true });

export async function composeMessage(mail: OutgoingMail, date?: Date): Promise<Buffer> {
  const info = await composer.sendMail({ ...mail, date });
  return info.message as Buffer;
}
