/**
 * Credits and payments (contract/src/payments.ts): the offer, discount codes, starting and reading a
 * payment, the provider's webhook, the transaction list and the repeat order.
 */
import {
  CreatePaymentRequestSchema,
  CreditsResponseSchema,
  DirectDebitAnswerSchema,
  DirectDebitConfirmSchema,
  DirectDebitRequestSchema,
  DiscountQuerySchema,
  DiscountResponseSchema,
  PaymentAnswerSchema,
  PaymentQuerySchema,
  PaymentResponseSchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from "@amora/contract/payments";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import type { SmsSender } from "../../lib/sms/sms-sender.ts";
import { memberRateKey } from "../../plugins/auth.ts";
import { acceptFormBodies } from "../../plugins/form-body.ts";
import { linkOrigin } from "../accounts/request-origin.ts";
import { logLiveFailure, publishStored } from "../live/notify.ts";
import { confirmDirectDebit, requestDirectDebit } from "./direct-debit.service.ts";
import { checkDiscount, toDiscount, welcomeDiscount } from "./discounts.ts";
import { toPayment } from "./payment-view.ts";
import {
  creditsOffer,
  findProviderPayment,
  isFirstPurchase,
  listPayments,
  loadBalance,
  loadBuyer,
  ownPayment,
  type PaymentRow,
  priceOrder,
  refreshPayment,
  repeatOrder,
  startPayment,
  WEBHOOK_PATH,
} from "./payments.service.ts";
import { applyChargebacks } from "./refunds.service.ts";

const NO_STORE = "private, no-store";
/** Starting payments: enough for a member trying methods, not for a script. */
const MEMBER = { access: "member" } as const;
/** A purchase over the member's own spending limits is refused before the provider is asked. */
const LIMIT_ERRORS = { 409: ["SPENDING_LIMIT_REACHED", "SPENDING_LIMIT_CURRENCY"] } as const;
const PAYMENT_RATE = {
  max: 20,
  timeWindow: "10 minutes",
  hook: "preHandler" as const,
  keyGenerator: memberRateKey,
};

export const paymentsRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; sms: SmsSender }> = async (
  app,
  { provider, sms },
) => {
  // Providers post their webhooks as a form (Mollie: id=tr_…).
  await acceptFormBodies(app);

  const urls = (request: FastifyRequest) => ({ origin: linkOrigin(request, request.site) });

  /** The payment as the member sees it, with their balance and premium state now. */
  async function answer(userId: number, row: PaymentRow) {
    const account = await loadBalance(app.db, userId);
    return {
      payment: toPayment(row),
      credits: account?.credits ?? 0,
      paid_user: account?.paidUser ?? false,
      first_purchase: await isFirstPurchase(app.db, row),
    };
  }

  app.get(
    "/credits",
    {
      config: MEMBER,
      schema: {
        summary: "The bundles, methods and last order of the member",
        response: { 200: CreditsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return creditsOffer(app.db, provider, request.site, await request.member.account(loadBuyer));
    },
  );

  app.get(
    "/discountcode",
    {
      schema: {
        summary: "Checks a discount code, or answers the welcome code",
        querystring: DiscountQuerySchema,
        response: { 200: DiscountResponseSchema },
      },
      config: {
        ...MEMBER,
        errors: { 404: ["DISCOUNT_NOT_FOUND"] },
        rateLimit: { max: 30, timeWindow: "1 minute", hook: "preHandler", keyGenerator: memberRateKey },
      },
    },
    async (request, reply) => {
      const member = await request.member.account(loadBuyer);
      reply.header("cache-control", NO_STORE);
      const { code, welcome, bundle, method } = request.query;
      if (welcome === "true") {
        return {
          discount: toDiscount(await welcomeDiscount(app.db, request.site.id, member), member),
          price_cents: null,
        };
      }
      if (bundle !== undefined) {
        const priced = await priceOrder(app.db, request.site, member, {
          bundle,
          method,
          discount_code: code ?? "",
        });
        if (!priced.code) throw new AppError(404, "DISCOUNT_NOT_FOUND", "Code not found");
        return { discount: toDiscount(priced.code, member), price_cents: priced.amount };
      }
      return {
        discount: toDiscount(await checkDiscount(app.db, request.site.id, member, code ?? "", null), member),
        price_cents: null,
      };
    },
  );

  app.post(
    "/payment",
    {
      schema: {
        summary: "Starts a payment for a bundle",
        body: CreatePaymentRequestSchema,
        response: { 200: PaymentAnswerSchema },
      },
      config: { ...MEMBER, errors: LIMIT_ERRORS, rateLimit: PAYMENT_RATE },
    },
    async (request) => {
      const started = await startPayment(
        app.db,
        provider,
        request.site,
        await request.member.account(loadBuyer),
        request.body,
        urls(request),
      );
      return { payment: toPayment(started.row), checkout_url: started.provider.checkoutUrl };
    },
  );

  app.get(
    "/payment",
    {
      config: MEMBER,
      schema: {
        summary: "One payment of the member, refreshed from the provider while open",
        querystring: PaymentQuerySchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await request.member.account(loadBuyer);
      reply.header("cache-control", NO_STORE);
      const row = await ownPayment(app.db, member.userId, request.query.id);
      const refreshed = await refreshPayment(app.db, provider, row);
      await publishStored(app.live, refreshed.events).catch(logLiveFailure(request));
      return answer(member.userId, refreshed.row);
    },
  );

  app.post(
    "/repeat-order",
    {
      schema: {
        summary: "Buys the last order again with its stored method",
        response: { 200: PaymentAnswerSchema },
      },
      config: {
        ...MEMBER,
        errors: { 402: ["STORED_METHOD_FAILED"], ...LIMIT_ERRORS },
        rateLimit: PAYMENT_RATE,
      },
    },
    async (request) => {
      const started = await repeatOrder(
        app.db,
        provider,
        request.site,
        await request.member.account(loadBuyer),
        urls(request),
      );
      if (started.provider.status === "failed") {
        throw new AppError(402, "STORED_METHOD_FAILED", "Stored card failed: retry or pay by PayPal.");
      }
      const refreshed = await refreshPayment(app.db, provider, started.row);
      await publishStored(app.live, refreshed.events).catch(logLiveFailure(request));
      return { payment: toPayment(refreshed.row), checkout_url: started.provider.checkoutUrl };
    },
  );

  app.post(
    "/directdebit",
    {
      schema: {
        summary: "Checks a direct-debit order and texts its code",
        body: DirectDebitRequestSchema,
        response: { 200: DirectDebitAnswerSchema },
      },
      // Each call sends an SMS.
      config: {
        ...MEMBER,
        rateLimit: { max: 5, timeWindow: "1 hour", hook: "preHandler", keyGenerator: memberRateKey },
      },
    },
    async (request) =>
      requestDirectDebit(
        app.db,
        sms,
        provider,
        request.site,
        await request.member.account(loadBuyer),
        request.body,
        app.config.otpSecret,
      ),
  );

  app.post(
    "/directdebit-confirm",
    {
      schema: {
        summary: "Confirms a direct-debit order with its SMS code and starts the payment",
        body: DirectDebitConfirmSchema,
        response: { 200: PaymentAnswerSchema },
      },
      config: { ...MEMBER, errors: LIMIT_ERRORS, rateLimit: PAYMENT_RATE },
    },
    async (request) => {
      const started = await confirmDirectDebit(
        app.db,
        provider,
        request.site,
        await request.member.account(loadBuyer),
        request.body,
        urls(request),
        app.config.otpSecret,
      );
      return { payment: toPayment(started.row), checkout_url: null };
    },
  );

  app.get(
    "/transactions",
    {
      config: MEMBER,
      schema: {
        summary: "The member's payments, newest first",
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await request.member.account(loadBuyer);
      reply.header("cache-control", NO_STORE);
      return listPayments(app.db, member.userId, request.query.before);
    },
  );

  app.post(
    WEBHOOK_PATH.replace(/^\/api|\.php$/g, ""),
    {
      schema: {
        summary: "The payment provider reports a change (the body names the payment, nothing more)",
        body: z.object({ id: z.string().min(1).max(64) }),
      },
      config: { access: "public", skipClientHeader: true, rateLimit: { max: 600, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      // Unknown ids get the same answer as known ones: the webhook tells nobody which payments exist.
      const row = await findProviderPayment(app.db, provider.name, request.body.id);
      if (row) {
        const refreshed = await refreshPayment(app.db, provider, row);
        await publishStored(app.live, refreshed.events).catch(logLiveFailure(request));
        // A paid payment's later news: chargebacks and direct-debit reversals (decision 040).
        const charged = await applyChargebacks(app.db, provider, refreshed.row);
        await publishStored(app.live, charged.events).catch(logLiveFailure(request));
      }
      return reply.status(200).send();
    },
  );
};
