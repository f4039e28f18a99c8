/**
 * Paying by SEPA direct debit (/directdebit?bundle={id}&code={code}), reached from the payment page: the
 * order, priced with the code for this bundle and direct debit as the payment page prices it; then the form
 * (step 1), which texts a code; then the code (step 2), which starts the payment. Without a bundle, or with
 * one not on offer, the page says so and leads back to the bundles.
 */
import type { Bundle, DiscountResponse } from "@amora/contract/payments";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { LoadFailed } from "../../components/load-failed.tsx";
import { ArrowLeftIcon, CoinsIcon } from "../../components/member-icons.tsx";
import { useSearchParam } from "../../lib/navigation.tsx";
import { MemberOnly } from "../session/index.ts";
import { creditsQuery, discountQuery } from "./api.ts";
import { creditsPath, LoadingState, StateCard } from "./credits-parts.tsx";
import { type CodeSent, requestDirectDebit } from "./direct-debit-api.ts";
import { DirectDebitCode } from "./direct-debit-code.tsx";
import { DirectDebitForm, useDirectDebitForm } from "./direct-debit-form.tsx";
import { type DirectDebitProblems, directDebitRequest, serverProblems } from "./direct-debit-values.ts";
import { OrderSummary } from "./order-summary.tsx";
import { MethodMark, useMethodName } from "./payment-methods.tsx";
import { CODE_PARAM, codeSearch } from "./use-discount-code.ts";
import "./credits.scss";

/** The query parameter the payment page names the bundle with. */
const BUNDLE_PARAM = "bundle";

export function DirectDebitPage() {
  return <MemberOnly>{() => <DirectDebit />}</MemberOnly>;
}

/** The bundle's payment page (the other methods), keeping the code. */
function paymentPath(bundle: number, code: string | null): string {
  return `${paths.creditsPayment(bundle)}${codeSearch(code)}`;
}

function DirectDebit() {
  const { t } = useTranslation(["pages", "credits"]);
  const bundleParam = useSearchParam(BUNDLE_PARAM) ?? "";
  const bundleId = /^\d+$/.test(bundleParam) ? Number(bundleParam) : null;
  const code = useSearchParam(CODE_PARAM)?.trim() || null;
  const offer = useQuery({ ...creditsQuery, enabled: bundleId !== null });
  const bundle = offer.data?.bundles.find((candidate) => candidate.id === bundleId);
  const back = bundle
    ? { to: paymentPath(bundle.id, code), label: t("credits:directDebit.back") }
    : { to: creditsPath(code), label: t("credits:payment.back") };
  const toBundles = { to: creditsPath(code), label: t("credits:payment.notFound.action") };

  let content: ReactNode;
  if (bundleId === null) {
    content = (
      <StateCard
        icon={<CoinsIcon size={32} />}
        title={t("credits:directDebit.noBundle.title")}
        text={t("credits:directDebit.noBundle.text")}
        action={toBundles}
      />
    );
  } else if (offer.isError) {
    content = <LoadFailed text={t("credits:bundles.error")} onRetry={() => void offer.refetch()} />;
  } else if (offer.isPending) {
    content = <LoadingState text={t("credits:bundles.loading")} />;
  } else if (!bundle) {
    content = (
      <StateCard
        icon={<CoinsIcon size={32} />}
        title={t("credits:payment.notFound.title")}
        text={t("credits:payment.notFound.text")}
        action={toBundles}
      />
    );
  } else if (!offer.data.methods.includes("sdd")) {
    // Not offered in the member's payment country: better said now than after the whole form.
    content = (
      <StateCard
        icon={<CoinsIcon size={32} />}
        title={t("credits:directDebit.unavailable.title")}
        text={t("credits:directDebit.unavailable.text")}
        action={{ to: back.to, label: t("credits:directDebit.otherMethods") }}
      />
    );
  } else {
    content = <Checkout key={bundle.id} bundle={bundle} code={code} otherMethodsPath={back.to} />;
  }

  return (
    <div className="container py-3 py-md-4 direct-debit-page">
      <Link to={back.to} className="credits-back">
        <ArrowLeftIcon size={18} />
        {back.label}
      </Link>
      <h1 className="credits-head__title">{t("directDebit.title")}</h1>
      <p className="credits-head__lead">{t("directDebit.intro")}</p>
      {content}
    </div>
  );
}

interface CheckoutProps {
  bundle: Bundle;
  code: string | null;
  otherMethodsPath: string;
}

/** The order beside the two steps; the values live here, so "Send a new code" and "Change" keep them. */
function Checkout({ bundle, code, otherMethodsPath }: CheckoutProps) {
  const check = useQuery({
    ...discountQuery({ code: code ?? "", bundle: bundle.id, method: "sdd" }),
    enabled: code !== null,
  });
  const discounted = code !== null && check.isSuccess ? check.data : null;
  const [problems, setProblems] = useState<DirectDebitProblems>({});
  const form = useDirectDebitForm(problems, (field) =>
    setProblems(({ [field]: _changed, ...others }) => others),
  );
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [sends, setSends] = useState(0);
  const sending = useRef(false);
  const send = useMutation({
    mutationFn: requestDirectDebit,
    onSuccess: (answer) => {
      setProblems({});
      setSent(answer);
      setSends((count) => count + 1);
    },
    onError: (error) => {
      const byField = serverProblems(error);
      setProblems(byField);
      // A field to correct: back to the form, where it shows.
      if (Object.keys(byField).length > 0) setSent(null);
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  // Each call texts a code and counts against the member's hourly limit: a double click sends one.
  const sendCode = () => {
    if (sending.current) return;
    sending.current = true;
    send.mutate(directDebitRequest(form.getValues(), bundle.id, discounted ? code : null));
  };
  const generalError = Object.keys(serverProblems(send.error)).length > 0 ? null : send.error;

  return (
    <div className="direct-debit-layout">
      <DirectDebitSummary
        bundle={bundle}
        discounted={discounted}
        codeError={check.isError ? check.error : null}
      />
      <div className="direct-debit-main">
        {sent ? (
          <DirectDebitCode
            key={sent.request}
            sent={sent}
            isNewCode={sends > 1}
            currency={bundle.currency}
            onResend={sendCode}
            isResending={send.isPending}
            resendError={generalError}
            onChangeDetails={() => setSent(null)}
          />
        ) : (
          <DirectDebitForm
            form={form}
            error={generalError}
            currency={bundle.currency}
            isSending={send.isPending}
            isWaiting={code !== null && check.isPending}
            otherMethodsPath={otherMethodsPath}
            onSend={sendCode}
          />
        )}
      </div>
    </div>
  );
}

/** The order as the payment page shows it, with the method it is paid by. */
function DirectDebitSummary(props: {
  bundle: Bundle;
  discounted: DiscountResponse | null;
  codeError: unknown;
}) {
  const methodName = useMethodName();
  return (
    <OrderSummary {...props} className="direct-debit-summary">
      <p className="direct-debit-summary__method">
        <MethodMark method="sdd" />
        {methodName("sdd")}
      </p>
    </OrderSummary>
  );
}
