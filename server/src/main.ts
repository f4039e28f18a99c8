/**
 * The server process: configuration, database (migrated under a lock, demo data on first start in
 * development), listen (and the metrics listener when METRICS_PORT is set), graceful shutdown.
 */
import closeWithGrace from "close-with-grace";
import { count } from "drizzle-orm";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { Db } from "./db/client.ts";
import { openDatabase } from "./db/client.ts";
import { profiles } from "./db/schema.ts";
import { purgeExpiredAccounts } from "./features/accounts/account-links.service.ts";
import { queuedAccountMailer } from "./features/accounts/queued-account-mailer.ts";
import { defaultPageSource, ensureDefaultPages } from "./features/content-pages/content-pages.service.ts";
import { createDispatcher } from "./features/notifications/dispatcher.ts";
import { startNotificationScheduler } from "./features/notifications/scheduler.ts";
import {
  renderNotificationMail,
  renderPushText,
} from "./features/notifications/templates/render-notification-mail.ts";
import { ensureDefaultBundles } from "./features/payments/bundles.ts";
import { openGeoIp } from "./lib/geoip.ts";
import { createMailTransport } from "./lib/mail/create-mail-transport.ts";
import { createMailWorker } from "./lib/mail/mail-worker.ts";
import { createSenderLookup } from "./lib/mail/sender.ts";
import { createMetricsServer } from "./plugins/metrics.ts";

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

/** Seeds an empty database. The seed (Faker's name lists) loads only when it runs. */
async function seedWhenEmpty(db: Db, profileCount: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(profiles);
  if (row?.n !== 0) return;
  console.info(`Seeding demo data (${profileCount} profiles)…`);
  const { seedDemo } = await import("./seed/index.ts");
  await seedDemo(db, { profiles: profileCount });
}

const config = readConfig();
const logger =
  config.env === "development"
    ? {
        level: config.logLevel,
        transport: {
          target: "pino-pretty",
          options: { translateTime: "HH:MM:ss", singleLine: true, ignore: "pid,hostname" },
        },
      }
    : { level: config.logLevel };

const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.pgliteDir,
  // The app's logger does not exist yet; a dead idle connection is worth a line on stderr, not a crash.
  onIdleError: (error) => console.warn(`database connection lost: ${error.message}`),
});
await database.migrate();
if (config.seedDemo) await seedWhenEmpty(database.db, config.seedProfiles);
await ensureDefaultBundles(database.db);

const app = await buildApp({
  config,
  database,
  geoIp: await openGeoIp(),
  logger,
  mailer: queuedAccountMailer,
  // Requests kick the worker only after listen, by which time it exists.
  onMailQueued: () => mailWorker.kick(),
});
// After the seed, so a new install's sites get them; a site added later gets them at the next start-up.
await ensureDefaultPages(
  database.db,
  defaultPageSource((message) => app.log.warn(message)),
);
const mailWorker = createMailWorker({
  db: database.db,
  transport: createMailTransport(config),
  senderFor: createSenderLookup(database.db, config.mailFrom),
  log: app.log.child({ module: "mail" }),
});
// onClose hooks run last-added first: the worker stops before buildApp's hook closes the database.
app.addHook("onClose", () => mailWorker.stop());

/**
 * Notifications become mail (and push) here, on every node: the claims keep nodes apart. It looks as
 * often as the notification delay asks, between every second and every ten.
 */
const dispatcher = createDispatcher({
  db: database.db,
  config,
  render: renderNotificationMail,
  renderPush: (item, language, { siteName, ...options }) => renderPushText(item, language, siteName, options),
  push: app.pushSender,
  onMailQueued: () => mailWorker.kick(),
  log: app.log.child({ module: "notifications" }),
  pollMs: Math.min(10_000, Math.max(1_000, config.notificationDelayMs)),
});
// Added after the mail worker's hook, so it stops first: nothing it queues is left unkicked.
app.addHook("onClose", () => dispatcher.stop());

// Data exports left pending (a node stopped meanwhile) are built at the next poll; requests kick it at once.
app.exportWorker.start();

// Unread reminders, offers, the weekly mail and account reminders: queued every 5 min on every node, once each.
const scheduler = startNotificationScheduler({
  db: database.db,
  log: app.log.child({ module: "notification-scheduler" }),
});
app.addHook("onClose", () => scheduler.stop());

/** Deleted accounts whose 14 days have passed are removed for good; hourly is soon enough. */
const purgeTimer = setInterval(() => {
  purgeExpiredAccounts(database.db).catch((err: unknown) =>
    app.log.error({ err }, "purging deleted accounts failed"),
  );
}, 3_600_000);
purgeTimer.unref();
app.addHook("onClose", () => clearInterval(purgeTimer));

// Its own listener, so /metrics is never reachable through the public port or the reverse proxy.
const metricsServer = app.metrics ? createMetricsServer(app.metrics) : undefined;
if (metricsServer) app.addHook("onClose", () => metricsServer.close());

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
if (metricsServer && config.metrics) {
  await metricsServer.listen({ port: config.metrics.port, host: config.metrics.host });
  app.log.info(`metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
}
app.log.info(
  `NODE_ENV=${config.env}: payments ${config.payments.provider}, dev tools ${config.devTools}, demo data ${config.seedDemo ? "seeded when empty" : "off"}`,
);
mailWorker.start();
dispatcher.start();
