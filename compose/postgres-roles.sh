#!/bin/sh
# The roles of k8s/README.md for docker compose, created by the postgres image when it
# initialises an empty data volume (/docker-entrypoint-initdb.d): the owner role the migrate
# services connect as, and one runtime role per app without DDL rights (the migrations grant
# each its own database's tables). The passwords come from the postgres service's environment;
# psql quotes them (:'name'), so any character is safe.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner="$POSTGRES_OWNER_PASSWORD" \
  -v gateway="$GATEWAY_PASSWORD" \
  -v catalog="$CATALOG_PASSWORD" \
  -v videos="$VIDEOS_PASSWORD" \
  -v billing="$BILLING_PASSWORD" \
  -v webhooks="$WEBHOOKS_PASSWORD" <<'SQL'
CREATE ROLE reelsmith_owner LOGIN CREATEDB PASSWORD :'owner';
CREATE ROLE reelsmith_gateway LOGIN PASSWORD :'gateway';
CREATE ROLE reelsmith_catalog LOGIN PASSWORD :'catalog';
CREATE ROLE reelsmith_videos LOGIN PASSWORD :'videos';
CREATE ROLE reelsmith_billing LOGIN PASSWORD :'billing';
CREATE ROLE reelsmith_webhooks LOGIN PASSWORD :'webhooks';
SQL
