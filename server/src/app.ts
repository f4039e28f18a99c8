/** buildApp(deps): the whole HTTP application, plugins first, then the features, in order. No listening here. */
import { mkdir } from "node:fs/promises";

import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Config, fastifyTrustProxy } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { AccountMailer } from "./features/accounts/account-mailer.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { loadUser } from "./features/accounts/accounts.service.ts";
import { sessionListRoutes } from "./features/accounts/session-list.routes.ts";
import { createSessionLookup } from "./features/accounts/sessions.ts";
import { twoStepRoutes } from "./features/accounts/two-step.routes.ts";
import { blocksRoutes } from "./features/blocks/blocks.routes.ts";
import { chatRoutes } from "./features/chat/chat.routes.ts";
import { complaintsRoutes } from "./features/complaints/complaints.routes.ts";
import { contentPagesRoutes } from "./features/content-pages/content-pages.routes.ts";
import { contentPagesAdminRoutes } from "./features/content-pages/content-pages-admin.routes.ts";
import { dataExportRoutes } from "./features/data-export/data-export.routes.ts";
import { createExportWorker } from "./features/data-export/export-worker.ts";
import { fictionalProfilesRoutes } from "./features/fictional-profiles/fictional-profiles.routes.ts";
import { registerFigureCounters } from "./features/figures/figure-counters.ts";
import { figuresRoutes } from "./features/figures/figures.routes.ts";
import { geocodeRoutes } from "./features/geocode/geocode.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { landerVariantsRoutes } from "./features/lander-variants/lander-variants.routes.ts";
import { landerVisitOfPage } from "./features/lander-variants/lander-variants.service.ts";
import { landersRoutes } from "./features/landers/landers.routes.ts";
import { likesRoutes } from "./features/likes/likes.routes.ts";
import { liveRoutes } from "./features/live/live.routes.ts";
import { mailboxRoutes } from "./features/mailbox/mailbox.routes.ts";
import { memberAdminRoutes } from "./features/member-admin/member-admin.routes.ts";
import { moderationRoutes } from "./features/moderation/moderation.routes.ts";
import { moneyRoutes } from "./features/money/money.routes.ts";
import { myProfileRoutes } from "./features/my-profile/my-profile.routes.ts";
import { mailEventsRoutes } from "./features/notifications/mail-events.routes.ts";
import { presenceRoutes } from "./features/notifications/presence.routes.ts";
import type { PushSender } from "./features/notifications/push-sender.ts";
import {
  pushCallAlias,
  pushSubscriptionsRoutes,
} from "./features/notifications/push-subscriptions.routes.ts";
import { unsubscribeRoutes } from "./features/notifications/unsubscribe.routes.ts";
import { loadVapidKeys } from "./features/notifications/vapid-keys.ts";
import { createWebPushSender } from "./features/notifications/web-push-sender.ts";
import { operatorInboxRoutes } from "./features/operator-inbox/operator-inbox.routes.ts";
import { paymentsRoutes } from "./features/payments/payments.routes.ts";
import { sandboxCheckoutRoutes } from "./features/payments/sandbox-checkout.routes.ts";
import { profilesRoutes } from "./features/profiles/profiles.routes.ts";
import { isPhotoPathOf } from "./features/profiles/profiles.service.ts";
import { realPersonRoutes } from "./features/real-person/real-person.routes.ts";
import { realPersonAdminRoutes } from "./features/real-person/real-person-admin.routes.ts";
import { reportsRoutes } from "./features/reports/reports.routes.ts";
import { reportsAdminRoutes } from "./features/reports/reports-admin.routes.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { siteAdminRoutes } from "./features/site-admin/site-admin.routes.ts";
import { sitesRoutes } from "./features/sites/sites.routes.ts";
import { buildSettings, createSiteDirectory } from "./features/sites/sites.service.ts";
import { spendingLimitsRoutes } from "./features/spending-limits/spending-limits.routes.ts";
import { staffRoutes } from "./features/staff/staff.routes.ts";
import { findStaffSession } from "./features/staff/staff-sessions.ts";
import { createInvalidationBus, type InvalidationBus } from "./lib/cache/invalidation-bus.ts";
import type { GeoIp } from "./lib/geoip.ts";
import type { PollingLoop } from "./lib/jobs/polling-loop.ts";
import { createPaymentProvider } from "./lib/payments/create-payment-provider.ts";
import { createEventBus } from "./lib/realtime/create-event-bus.ts";
import type { EventBus } from "./lib/realtime/event-bus.ts";
import { createSmsSender } from "./lib/sms/create-sms-sender.ts";
import { createMediaStorage } from "./lib/storage/create-media-storage.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerClientHeaderCheck } from "./plugins/client-header.ts";
import { registerCompression } from "./plugins/compression.ts";
import { demoPortraitRoutes } from "./plugins/demo-portraits.ts";
import { answerFrameworkError, registerErrorHandler } from "./plugins/error-handler.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerOpenApi, registerOpenApiRoutes, tagged } from "./plugins/openapi.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerRouteTable } from "./plugins/route-table.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerSiteResolution } from "./plugins/site.ts";
import { registerTextInputCheck } from "./plugins/text-input.ts";
import { registerWebApp } from "./plugins/web-app.ts";
import { registerWebManifest } from "./plugins/web-manifest.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Tells every process's caches (sessions, sites) that something changed. */
    invalidations: InvalidationBus;
    /** Web push to a member's devices, signed with the VAPID keys every node shares (for the dispatcher). */
    pushSender: PushSender;
    /** Builds members' data exports in the background; main.ts starts its poll, requests kick it (issue 17). */
    exportWorker: PollingLoop;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  geoIp: GeoIp;
  /** Queues account mail; the mail worker sends it. */
  mailer: AccountMailer;
  /** Tells the mail worker that mail is waiting. */
  onMailQueued: () => void;
  logger?: FastifyServerOptions["logger"];
  /** The live event bus; made from config.redisUrl when absent. The app closes it. */
  live?: EventBus;
}

/** `/api/settings.php` and `/api/settings` are one route (spec §7 names the `.php` paths). */
export function stripPhpSuffix(url: string): string {
  return url.replace(/^(\/api\/[^?#]*?)\.php(?=[?#]|$)/, "$1");
}

const MEDIA_CACHE = "public, max-age=604800";

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // Fastify's default 0 turns Node's request timeout off: a body sent a byte a minute would hold the
    // connection for ever. Photos (20 MB) must still arrive on slow uplinks: see decision 019.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node checks open requests against the timeouts this often (30 s by default: too coarse for short limits).
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 10)),
    },
    rewriteUrl: (req) => stripPhpSuffix(pushCallAlias(req.method, req.url ?? "/")),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  const live =
    deps.live ??
    createEventBus({
      redisUrl: config.redisUrl,
      // Not the old "live:" channels: their messages were bare events, these are envelopes (decision 016).
      channelPrefix: `${config.redisKeyPrefix}live:`,
      onError: (err) => app.log.warn({ err }, "redis"),
    });
  app.decorate("live", live);
  // First, so the request hooks cover every route registered below.
  if (config.metrics) app.decorate("metrics", registerMetrics(app, database));

  const invalidations = createInvalidationBus({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    onError: (err) => app.log.warn({ err }, "redis (cache invalidations)"),
  });
  app.decorate("invalidations", invalidations);
  const sites = createSiteDirectory(database.db, invalidations);
  // Read (or generated and stored) once, before any route: the settings answer the public key synchronously.
  const vapidKeys = await loadVapidKeys(database.db, config);
  const pushPublicKey = (): string | null => vapidKeys.publicKey;
  app.decorate(
    "pushSender",
    createWebPushSender({ db: database.db, keys: vapidKeys, log: app.log.child({ module: "push" }) }),
  );
  const storage = createMediaStorage(config);
  const exportWorker = createExportWorker({
    db: database.db,
    storage,
    onMailQueued: deps.onMailQueued,
    log: app.log.child({ module: "data-export" }),
  });
  app.decorate("exportWorker", exportWorker);
  // loadConfig refuses this already; a Config built another way must not open a free checkout either.
  if (
    config.env === "production" &&
    config.payments.provider === "sandbox" &&
    !config.unsafeSandboxPaymentsInProduction
  ) {
    throw new Error("the sandbox payment provider is refused under NODE_ENV=production (decision 015)");
  }
  const payments = createPaymentProvider(config.payments, database.db);
  registerRouteTable(app);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  // Before any route: it hooks each route as it is added.
  await registerCompression(app);
  registerSiteResolution(app, sites);
  registerFigureCounters(app);
  registerSecurityHeaders(app);
  registerClientHeaderCheck(app);
  registerTextInputCheck(app);
  // Limits are per route (config.rateLimit); shared by every process through Redis when REDIS_URL is set.
  await registerRateLimits(app, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ code: "NOT_FOUND", message: `No call ${request.method} ${request.originalUrl}.` }),
      );
      // Only API calls look up the session: assets and pages never wait on the database for it.
      registerAuth(api, {
        findSession: createSessionLookup(database.db, invalidations),
        loadUser: (request, userId) => loadUser(database.db, request.site, userId),
        findStaffSession: (token) => findStaffSession(database.db, token),
      });
      await api.register(tagged("health", healthRoutes));
      await api.register(tagged("sites", sitesRoutes), {
        sites,
        geoIp: deps.geoIp,
        pushPublicKey,
      });
      await api.register(tagged("profiles", profilesRoutes));
      await api.register(tagged("real-person", realPersonRoutes));
      await api.register(tagged("pages", contentPagesRoutes));
      await api.register(tagged("landers", landersRoutes), { geoIp: deps.geoIp });
      await api.register(tagged("my-profile", myProfileRoutes), { storage });
      await api.register(tagged("accounts", accountsRoutes), {
        mailer: deps.mailer,
        onMailQueued: deps.onMailQueued,
        geoIp: deps.geoIp,
      });
      await api.register(tagged("accounts", sessionListRoutes), { geoIp: deps.geoIp });
      await api.register(tagged("accounts", twoStepRoutes), { mailer: deps.mailer });
      await api.register(tagged("notifications", unsubscribeRoutes));
      await api.register(tagged("notifications", mailEventsRoutes));
      await api.register(tagged("search", searchRoutes));
      await api.register(tagged("blocks", blocksRoutes));
      await api.register(tagged("likes", likesRoutes));
      await api.register(tagged("chat", chatRoutes), { storage });
      await api.register(tagged("live", liveRoutes));
      await api.register(tagged("notifications", pushSubscriptionsRoutes));
      await api.register(tagged("notifications", presenceRoutes));
      await api.register(tagged("geocode", geocodeRoutes));
      await api.register(tagged("complaints", complaintsRoutes), { onMailQueued: deps.onMailQueued });
      await api.register(tagged("data-export", dataExportRoutes), {
        mailer: deps.mailer,
        onMailQueued: deps.onMailQueued,
        worker: exportWorker,
      });
      await api.register(tagged("reports", reportsRoutes));
      await api.register(tagged("payments", paymentsRoutes), {
        provider: payments.provider,
        sms: createSmsSender(config),
      });
      await api.register(tagged("payments", spendingLimitsRoutes));
      await api.register(tagged("admin", staffRoutes));
      await api.register(tagged("admin", operatorInboxRoutes));
      await api.register(tagged("admin", moneyRoutes), { provider: payments.provider });
      await api.register(tagged("admin", figuresRoutes));
      await api.register(tagged("admin", siteAdminRoutes));
      await api.register(tagged("admin", contentPagesAdminRoutes));
      await api.register(tagged("admin", moderationRoutes), { storage });
      await api.register(tagged("admin", fictionalProfilesRoutes), { storage });
      await api.register(tagged("landers", landerVariantsRoutes));
      await api.register(tagged("admin", memberAdminRoutes), {
        mailer: deps.mailer,
        onMailQueued: deps.onMailQueued,
      });
      await api.register(tagged("admin", realPersonAdminRoutes));
      await api.register(tagged("admin", reportsAdminRoutes), {
        mailer: deps.mailer,
        storage,
        onMailQueued: deps.onMailQueued,
      });
      if (payments.sandbox) {
        await api.register(tagged("payments", sandboxCheckoutRoutes), { sandbox: payments.sandbox });
      }
    },
    { prefix: "/api" },
  );
  if (config.devTools !== "off") {
    await registerOpenApiRoutes(app);
    await app.register(tagged("mailbox", mailboxRoutes));
  }

  // Before the static files: a demo portrait that is not drawn yet is drawn on its first request.
  await mkdir(config.mediaDir, { recursive: true });
  await app.register(demoPortraitRoutes, {
    mediaDir: config.mediaDir,
    cacheControl: MEDIA_CACHE,
    isPhotoPath: (profileId, path) => isPhotoPathOf(database.db, profileId, path),
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header("cache-control", MEDIA_CACHE),
  });
  registerWebManifest(app, { webDist: config.webDist });
  await registerWebApp(app, {
    webDist: config.webDist,
    webServerDist: config.webServerDist,
    settingsFor: (request, language) =>
      buildSettings(request.site, {
        visitorCountry: deps.geoIp.countryOf(request.ip),
        pushPublicKey: pushPublicKey(),
        language,
      }),
    landerVisitFor: (request, reply, pathname, language) =>
      landerVisitOfPage(database.db, request, reply, pathname, language),
  });

  app.addHook("onClose", () => live.close());
  app.addHook("onClose", () => invalidations.close());
  app.addHook("onClose", () => database.close());
  // onClose hooks run last-added first: an export under way ends before the database closes.
  app.addHook("onClose", () => exportWorker.stop());
  return app;
}
