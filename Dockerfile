# syntax=docker/dockerfile:1
# The storefront as an image (docs/operations.md "Outgrowing one machine"): built in one stage, run from a
# small one as the unprivileged `node` user. One container is one storefront process; run several
# behind the reverse proxy (compose.yaml), all on one PostgreSQL.

# --- build: every dependency, then the site, then only what runs is kept
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node node_modules/astro/bin/astro.mjs build \
 && npm prune --omit=dev --no-audit --no-fund

# --- run: the built site, its production dependencies, the server script and the demo media
FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    TRUST_PROXY=1 \
    DATA_DIR=/data \
    MEDIA_DIR=/app/media/demo
WORKDIR /app
# ffmpeg: the back office's ingest worker packages uploaded films with it (docs/admin.md "The queue").
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
# server/serve.mjs loads these six plain modules from the source tree at run time
# (tests/unit/dockerfile.test.ts follows its imports and fails when one is not copied).
COPY --from=build /app/src/lib/server/accept-encoding.mjs /app/src/lib/server/proxy-headers.mjs /app/src/lib/server/security-headers.mjs ./src/lib/server/
COPY --from=build /app/src/ops/body-limits.mjs /app/src/ops/log.mjs /app/src/ops/lifecycle.mjs ./src/ops/
COPY --from=build /app/media/demo ./media/demo
# DATA_DIR (PGlite without DATABASE_URL, uploads/ waiting to be ingested, artwork/ uploaded) and titles/ beside
# the demo (ingested films) must be writable by `node`.
RUN mkdir -p /data/uploads /data/artwork /app/media/titles && chown node:node /data /data/uploads /data/artwork /app/media/titles
USER node
EXPOSE 4321
# Liveness only: readiness (/readyz, the database) is the balancer's question, not Docker's.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stop accepting, finish requests in flight, close the database (server/serve.mjs).
STOPSIGNAL SIGTERM
CMD ["node", "server/serve.mjs"]
