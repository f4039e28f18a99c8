/**
 * The back office's money under /api/admin/payments (decision 040): the list and one payment for finance
 * and admins; the refund for finance only, after a recent password or code (requireReauth), audited as
 * `payment.refund`.
 */
import {
  MoneyPaymentDetailSchema,
  MoneyPaymentParamsSchema,
  MoneyPaymentsQuerySchema,
  MoneyPaymentsResponseSchema,
  MoneyRefundRequestSchema,
  MoneyRefundResponseSchema,
} from "@amora/contract/admin-money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import { logLiveFailure, publishStored } from "../live/notify.ts";
import { audit } from "../staff/audit.service.ts";
import { requireReauth } from "../staff/staff-auth.service.ts";
import { listMoneyPayments, moneyPaymentDetail, refundFromBackOffice } from "./money.service.ts";

/** Reading: finance, and admins (who answer for the business and see the figures anyway). */
const READERS = { access: "staff", roles: ["finance", "admin"] } as const;
/** Giving money back: finance only. */
const FINANCE = { access: "staff", roles: ["finance"] } as const;

export const moneyRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    "/admin/payments",
    {
      config: READERS,
      schema: {
        summary: "Payments of every site: filtered, searched, sorted and paged",
        querystring: MoneyPaymentsQuerySchema,
        response: { 200: MoneyPaymentsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listMoneyPayments(app.db, request.query);
    },
  );

  app.get(
    "/admin/payments/:id",
    {
      config: { ...READERS, errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "One payment with its ledger rows, refunds, chargebacks and reversals",
        params: MoneyPaymentParamsSchema,
        response: { 200: MoneyPaymentDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return moneyPaymentDetail(app.db, request.params.id);
    },
  );

  app.post(
    "/admin/payments/:id/refund",
    {
      config: {
        ...FINANCE,
        errors: {
          403: ["REAUTH_REQUIRED"],
          404: ["NOT_FOUND"],
          409: ["PAYMENT_NOT_REFUNDABLE", "REFUND_WINDOW_PASSED", "REFUND_TOO_LARGE", "REFUND_DUPLICATE"],
          502: ["REFUND_PROVIDER_FAILED"],
        },
      },
      schema: {
        summary: "Refunds part or all of a paid payment through its provider; takes back the unspent credits",
        params: MoneyPaymentParamsSchema,
        body: MoneyRefundRequestSchema,
        response: { 200: MoneyRefundResponseSchema },
      },
    },
    async (request) => {
      requireReauth(request);
      const staffId = request.staff?.id;
      if (staffId === undefined) throw new Error("a staff route without its staff member");
      const done = await refundFromBackOffice(app.db, provider, request.params.id, staffId, request.body);
      await audit(request, {
        action: "payment.refund",
        targetType: "payment",
        targetId: request.params.id,
        before: { refunded_cents: done.refundedBefore },
        after: {
          refund_id: done.refund.id,
          amount_cents: done.refund.amount_cents,
          currency: done.refund.currency,
          credits_taken: done.refund.credits_taken,
          provider_ref: done.refund.provider_ref,
          refunded_cents: done.detail.payment.refunded_cents,
          reason: request.body.reason,
          ...(done.overridden ? { refund_period_overridden: true } : {}),
        },
      });
      await publishStored(app.live, done.events).catch(logLiveFailure(request));
      return { refund: done.refund, detail: done.detail };
    },
  );
};
