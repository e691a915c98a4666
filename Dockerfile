# Quire's container image: `docker build -t quire .`, then
#   docker run -p 4000:4000 -v quire-data:/data quire                      (embedded database in /data)
#   docker run -p 4000:4000 -e DATABASE_URL=postgresql://... quire          (PostgreSQL)
# compose.yaml runs it with PostgreSQL. test/container.test.ts runs this file's start command
# and health check on the files the last stage copies.

# Build stage: install everything, generate the Prisma client and bundle src/ into dist/
# (npm ci's postinstall), then drop the development dependencies, and the font files the PDF export
# never reads (it reads the regular and bold WOFF files of its @fontsource fonts: about 100 MB less).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
COPY src ./src
RUN npm ci --no-audit --no-fund && npm prune --omit=dev --no-audit --no-fund \
  && find node_modules/@fontsource -path '*/files/*' -type f ! -regex '.*-\(400\|700\)-\(normal\|italic\)\.woff' -delete

# Run stage: production dependencies, the bundle and the migrations, as the unprivileged `node` user.
FROM node:20-bookworm-slim
# MALLOC_TRIM_THRESHOLD_, MALLOC_MMAP_THRESHOLD_: glibc gives freed memory back to the system (as
# `npm start` sets them; docs/operations.md).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data \
    MALLOC_TRIM_THRESHOLD_=131072 \
    MALLOC_MMAP_THRESHOLD_=32768
# Git Sync serves and reads repositories with git's own upload-pack and index-pack.
RUN apt-get update && apt-get install -y --no-install-recommends git \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4000
# Ready when the database answers and every migration is applied (/readyz).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is the first process: SIGTERM from the runtime reaches the server, which stops cleanly.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=25", "dist/main.js"]
