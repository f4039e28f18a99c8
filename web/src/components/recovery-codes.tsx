/**
 * Recovery codes shown once (the back office's setup, members' two-step sign-in): a list to read, a copy
 * button and a text file to keep. The caller gives the texts, in its own namespace.
 */
import { useState } from "react";
import "./authenticator.scss";

export interface RecoveryCodesTexts {
  title: string;
  copy: string;
  copied: string;
  download: string;
  fileName: string;
}

export function RecoveryCodes({ codes, texts }: { codes: readonly string[]; texts: RecoveryCodesTexts }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join("\n")}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = texts.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <ol className="recovery-code-list" aria-label={texts.title}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {copied ? texts.copied : texts.copy}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={download}>
          {texts.download}
        </button>
      </div>
    </>
  );
}
