/**
 * The secret of a new authenticator: a QR code of its otpauth:// URI to scan, the key in groups of four to
 * type where scanning is not possible, and a link for an app on this very device. The back office's setup
 * and members' two-step sign-in show it.
 */
import { groupSecret } from "../lib/authenticator.ts";
import { QrCode } from "./qr-code.tsx";
import "./authenticator.scss";

export function AuthenticatorKey({
  secret,
  uri,
  texts,
  testId,
}: {
  secret: string;
  uri: string;
  texts: { qrLabel: string; secret: string; openInApp: string };
  testId: string;
}) {
  return (
    <div className="authenticator-key">
      <QrCode className="authenticator-key__qr" text={uri} label={texts.qrLabel} />
      <div className="authenticator-key__text">
        <div className="small text-body-secondary">{texts.secret}</div>
        <code className="authenticator-key__secret" data-testid={testId}>
          {groupSecret(secret)}
        </code>
        <a className="d-block small mt-2" href={uri}>
          {texts.openInApp}
        </a>
      </div>
    </div>
  );
}
