# One image for the web server and the mail worker (docker-compose.yml runs it as both).
# build:   every dependency, the Prisma client, the SPA and the compiled server/worker/scripts
# runtime: production dependencies and the compiled output only, as the unprivileged `node` user
# The `build` stage also serves docker-compose's one-shot `migrate` service (it has the Prisma CLI).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci`: exactly the lockfile, which lists every platform's optional packages.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx prisma generate && npm run build

FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The prisma CLI (an optional peer of @prisma/client) and msgpackr's native speed-up are optional;
# nothing at run time needs them. 281 MB of node_modules, measured with this command.
RUN npm ci --omit=dev --omit=optional --omit=peer --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# var/ (local uploads and .eml mails when no S3/SMTP is configured) and the secrets mount point
# belong to the user the processes run as; a fresh named volume takes this ownership.
RUN mkdir -p var secrets && chown node:node var secrets
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "dist/node/server.js"]
