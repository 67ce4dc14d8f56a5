#!/usr/bin/env bash
# npm test: every test. The unit and integration tests (Vitest), then a production build and the
# end-to-end tests (Playwright) against it. Each stage prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/stages.sh
. scripts/stages.sh

stage "unit and integration tests" npm run test:unit
# Built for the origin the end-to-end server answers on (playwright.config.ts): the static pages and
# the sitemap hold it.
SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}" stage "production build" npm run build
E2E_SKIP_BUILD=1 stage "end-to-end tests" npm run test:e2e
