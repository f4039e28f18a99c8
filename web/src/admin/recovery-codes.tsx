/** The recovery codes, shown once after the setup: a list to read, a copy button and a text file to keep. */
import { useState } from "react";
import { useTranslation } from "react-i18next";

export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation("admin");
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
    link.download = t("setup.downloadName");
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <ol className="admin-recovery-codes" aria-label={t("setup.recoveryTitle")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {copied ? t("setup.copied") : t("setup.copy")}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={download}>
          {t("setup.download")}
        </button>
      </div>
    </>
  );
}
