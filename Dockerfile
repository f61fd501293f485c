# syntax=docker/dockerfile:1
# Nova's production image: Next.js's standalone output (only the files and packages the server needs) with apps/web/server.ts in front (graceful shutdown, the client address), run by Node 24 as a non-root user. docs/deploy.md, "Container".

# Node 24, as package.json's engines; pin a digest for reproducible images (docs/deploy.md).
ARG NODE_IMAGE=node:24-slim

# The dependencies, from the lock file only: this layer is reused until a package changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY schemas/package.json schemas/
COPY studio/package.json studio/
RUN npm ci --no-audit --no-fund

# The build: next.config.ts writes the standalone folder only when NEXT_OUTPUT=standalone.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Next.js writes NEXT_PUBLIC_* values into the browser's code at build time: pass them as build args.
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=""
ARG NEXT_PUBLIC_GTM_ID=""
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone \
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=${NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY} \
  NEXT_PUBLIC_GTM_ID=${NEXT_PUBLIC_GTM_ID}
COPY --from=deps /app ./
COPY . .
RUN npm run build -w apps/web

# The image: the standalone server, our server.ts and the sources it imports (plain Node runs it,
# stripping the types), the static files, the committed migrations (traced with the API routes)
# and the seed dataset the embedded content mode reads. Files stay root's, read-only to the app;
# it writes only Next.js's cache and the embedded database's folder.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
WORKDIR /app
COPY --from=build /app/apps/web/.next/standalone ./
COPY --from=build /app/apps/web/.next/static ./apps/web/.next/static
COPY --from=build /app/apps/web/server.ts /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/src ./apps/web/src
COPY --from=build /app/studio/seed ./studio/seed
RUN mkdir -p /app/.data /app/apps/web/.next/cache \
  && chown node:node /app/.data /app/apps/web/.next/cache
USER node
WORKDIR /app/apps/web
EXPOSE 3000
# What a rolling restart sends: the server stops accepting, answers what is under way and exits 0
# within NOVA_SHUTDOWN_TIMEOUT_MS (20 s by default: keep the orchestrator's grace period above it).
STOPSIGNAL SIGTERM
# Ready = database reachable and migrated, content readable, not shutting down. No curl in the slim
# image: Node's own fetch asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1's command (exec form, no shell): it receives the stop signal.
CMD ["node", "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "server.ts"]
