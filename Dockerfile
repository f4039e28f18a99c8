# syntax=docker/dockerfile:1
# The Amora server image: Node 24, the built web app, production dependencies only, run as the
# unprivileged `node` user. Build: `docker build -t amora .`; run it with compose.yaml (docs/deployment.md).

# --- build: every dependency, then the web app (Vite) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
# `npm install` from the lockfile rather than `npm ci`: the lockfile lacks other platforms' optional
# binaries (sass-embedded, sharp, rolldown…), which `npm ci` refuses and `npm install` resolves (.ci/run
# does the same). No install scripts: none of our dependencies needs one. The `node` devDependency pins
# Node for a checkout; in the image Node 24 is the base image's, so that copy goes.
RUN npm install --no-audit --no-fund --ignore-scripts && rm -rf node_modules/node node_modules/.bin/node
COPY contract contract
COPY locales locales
COPY web web
RUN npm run build -w web

# --- runtime: production dependencies, the server's TypeScript (Node 24 runs it directly), the built app ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    METRICS_PORT=9464
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY contract contract
COPY locales locales
COPY server server
COPY --from=build /app/web/dist web/dist
# The server-rendering build of the logged-out pages (plugins/page-render.ts); it imports React and the
# router from the production dependencies installed above.
COPY --from=build /app/web/dist-server web/dist-server
# DATA_DIR holds only per-node files in production (SMS outbox, the embedded database if DATABASE_URL is unset).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000 9464
# Liveness only: readiness (database, Redis) is the load balancer's question, at /api/health/ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/src/main.ts"]
