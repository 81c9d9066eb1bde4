# Vitrine's image (docs/operations.md "Deploying"): built in one stage, run from a second one with the production
# dependencies and the build only, as an unprivileged user. `docker build -t vitrine .`
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# npm ci's postinstall builds dist/ (client, server-side rendering, server bundle, the empty PGlite data directory).
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
# Without the build tools the postinstall script builds nothing; the build comes from the first stage.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops it gracefully within 10 s (server/shutdown.ts); compose's stop_grace_period leaves a margin.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
