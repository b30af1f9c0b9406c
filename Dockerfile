# syntax=docker/dockerfile:1
#
# One image recipe for every Reelsmith app; the app is chosen at build time:
#
#   docker build --build-arg APP=catalog -t reelsmith/catalog .
#   docker build --build-arg APP=render  -t reelsmith/render  .
#
# APP is a folder name under apps/ (gateway, catalog, videos, billing, webhooks, render); the
# gateway image also holds the dashboard it serves at / (apps/web, built here).
# The render image also gets ffmpeg, espeak-ng, Festival's English voice and fonts from Debian;
# SYSTEM_PACKAGES adds further Debian packages to any image.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---------------------------------------------------------------------------------------------
# manifests: only the package.json of every workspace, at its own path, so that the install
# below stays cached until a manifest or the lockfile changes (not on every source edit).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY apps ./apps
COPY libs ./libs
RUN find apps libs -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

# ---------------------------------------------------------------------------------------------
# build: install every workspace's dependencies, compile APP and the libs it depends on, then
# drop development dependencies and sources.
FROM ${NODE_IMAGE} AS build
ENV TURBO_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app

COPY package.json package-lock.json ./
COPY --from=manifests /src ./
# Exactly the locked versions (the lockfile carries every platform's binaries, so it is the
# same lockfile on a laptop, in CI and here).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

COPY . .

# Declared after the install, so that one dependency layer serves every app's build.
ARG APP
RUN if [ -z "$APP" ] || [ ! -f "apps/$APP/package.json" ]; then \
      echo "Build with --build-arg APP=<name>, where apps/<name>/package.json exists" >&2; \
      exit 1; \
    fi
RUN npx turbo run build --filter="@reelsmith/${APP}..."

# `npm prune` keeps node_modules/@reelsmith/* as symlinks into libs/ and apps/, so the
# runtime stage copies those folders to the same paths. Sources, tests and build settings
# are removed; everything else in a workspace folder (dist, assets) is kept.
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf apps/*/src apps/*/test libs/*/src libs/*/test apps/*/build.mjs \
           apps/*/tsconfig*.json libs/*/tsconfig*.json apps/*/.turbo libs/*/.turbo \
 && find apps libs -name '*.tsbuildinfo' -delete

# Of apps/, the runtime keeps APP and the apps it depends on: the gateway serves the
# dashboard's built files (apps/web/dist, package @reelsmith/web); the other apps go.
RUN keep=" $APP $(node -p "Object.keys(require('./apps/$APP/package.json').dependencies ?? {}).filter((name) => name.startsWith('@reelsmith/')).map((name) => name.slice(11)).join(' ')") "; \
    for dir in apps/*/; do \
      name=$(basename "$dir"); \
      case "$keep" in *" $name "*) ;; *) rm -rf "$dir" ;; esac; \
    done

# ---------------------------------------------------------------------------------------------
# runtime: Node, the app's production dependencies, the compiled app and libs; nothing else.
FROM ${NODE_IMAGE} AS runtime
ARG APP
ARG RENDER_SYSTEM_PACKAGES="ffmpeg espeak-ng festival festvox-us-slt-hts festlex-cmu festlex-poslex fontconfig fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji"
ARG SYSTEM_PACKAGES=""

# Before the application layers, so that code changes do not repeat the download.
RUN set -eu; \
    packages="$SYSTEM_PACKAGES"; \
    if [ "$APP" = "render" ]; then packages="$RENDER_SYSTEM_PACKAGES $packages"; fi; \
    if [ -n "$(echo $packages)" ]; then \
      export DEBIAN_FRONTEND=noninteractive; \
      apt-get update; \
      apt-get install -y --no-install-recommends $packages; \
      rm -rf /var/lib/apt/lists/*; \
      if command -v fc-cache >/dev/null; then fc-cache -f; fi; \
    fi

ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# Where the filesystem storage driver writes videos (STORAGE_DIR=/data/videos in
# docker-compose.yml). Owned by the app user, so an empty named volume mounted here starts
# writable.
RUN mkdir -p /data/videos && chown 1000:1000 /data/videos

WORKDIR /app
# Owned by root and read-only for the app user: the process cannot change its own code.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/apps ./apps

# The image's `node` user, given by number so that Kubernetes can verify runAsNonRoot.
USER 1000:1000

# The path is fixed at build time, so CMD needs no shell and node runs as PID 1, receiving
# SIGTERM directly (each app drains its work on SIGTERM). The working directory is the app's
# folder, as with `npm start -w @reelsmith/<app>`.
WORKDIR /app/apps/${APP}
CMD ["node", "--enable-source-maps", "dist/main.js"]
