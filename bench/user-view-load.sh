#!/bin/bash
# GET /api/user.php under autocannon, each round followed by a bare Node http hello-world (B0) as the ratio
# base (docs/performance.md, "User view and likes"). Starts server/src/main.ts of the checkout given
# (default: this one) on BENCH_DATABASE_URL, logs in as the demo member emma@amora.test, runs 3 rounds.
# bench/user-view-load.sh [checkout]
set -euo pipefail
DIR=${1:-$(dirname "$0")/..}
DB=${BENCH_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/amora_bench}
APP_PORT=${APP_PORT:-3411}
HELLO_PORT=${HELLO_PORT:-3412}
cd "$DIR"
NODE_ENV=production SEED_DEMO=false LOG_LEVEL=silent UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION=true \
  DATABASE_URL=$DB DATA_DIR=$(mktemp -d) PORT=$APP_PORT HOST=127.0.0.1 node server/src/main.ts &
SERVER=$!
PORT=$HELLO_PORT node -e 'require("node:http").createServer((q, s) => s.end("hello world")).listen(Number(process.env.PORT), "127.0.0.1")' &
HELLO=$!
trap 'kill $SERVER $HELLO' EXIT
for _ in $(seq 1 60); do curl -s -o /dev/null "http://127.0.0.1:$APP_PORT/api/user.php" && break; sleep 1; done
COOKIE=$(curl -s -D - -o /dev/null -H 'x-request-type: client' -H 'content-type: application/json' \
  -d '{"email":"emma@amora.test","password":"amora-demo"}' "http://127.0.0.1:$APP_PORT/api/user.php" |
  grep -i '^set-cookie: sid=' | sed 's/^[^:]*: //; s/;.*//')
for round in 1 2 3; do
  echo "round $round: user.php"
  autocannon -c 10 -d 10 -H "cookie: $COOKIE" "http://127.0.0.1:$APP_PORT/api/user.php" 2>&1 | grep -E "Req/Sec|requests in|non-2xx"
  echo "round $round: B0"
  autocannon -c 10 -d 10 "http://127.0.0.1:$HELLO_PORT/" 2>&1 | grep -E "Req/Sec|requests in"
done
uptime
