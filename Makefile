# FairLeads. The README names two commands: `make start` and `make test`.
# Everything else: install, build, lint, e2e, bench, clean.

SHELL := /bin/bash
NPM   ?= npm

.PHONY: help install start test e2e bench bench-fair build lint openapi clean screenshots prod-check backup restore backup-check upgrade-check

help:
	@echo "make start   install, build, migrate and run FairLeads (embedded PostgreSQL unless DATABASE_URL is set)"
	@echo "make test    install and run every test suite (backend, frontend, build, browser)"
	@echo "make e2e     the browser suite alone (Chromium at CHROMIUM_PATH, default /usr/bin/chromium)"
	@echo "make bench   the load and scale benchmarks (writes a report)"
	@echo "make bench-fair  a fair day on this machine (4,000 exhibitors, 8,000 lead desks, visitors on a day curve, then a ramp to the capacity), at most 10 minutes; writes var/bench/fair-day.json and .md"
	@echo "make build   build backend and SPA"
	@echo "make lint    typecheck backend, frontend and e2e, ESLint (code rules and the architecture's walls), docs/openapi.json and the SPA's API types against the code, then docker-compose.yml against the Compose schema and the Dockerfile"
	@echo "make openapi write the API's OpenAPI document (docs/openapi.json) and the SPA's API types generated from it (frontend/src/lib/api/schema.d.ts)"
	@echo "make prod-check  the production topology natively (2 APIs, 2 workers, HAProxy, Redis with AOF, SMTP sink) and its checks (report in var/prod-check)"
	@echo "make backup  a consistent dump of the database (DATABASE_URL, else make start's running embedded PostgreSQL) with its manifest into BACKUP_DIR (var/backups)"
	@echo "make restore FILE=var/backups/fairleads-….dump[.enc]  that backup into an empty database (FORCE=1: replace what is there), then pending migrations"
	@echo "make backup-check  backup, wipe and restore of a realistic data set on a fresh database, compared table by table (report in var/backup-check)"
	@echo "make upgrade-check  the previous release (PREVIOUS_RELEASE) filled with data through its API, upgraded to this commit, and its checks (report in var/upgrade-check)"
	@echo "make clean   remove build output (keeps ./var and node_modules)"
	@echo "make screenshots  regenerate the landing carousel's product screenshots (frontend/public/screenshots)"

# npm install only when node_modules is missing or a package manifest or the lockfile changed
# since the last install (npm records that install in node_modules/.package-lock.json).
install:
	@if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] \
	    || [ -n "$$(find package.json package-lock.json backend/package.json frontend/package.json e2e/package.json \
	                 -newer node_modules/.package-lock.json 2>/dev/null)" ]; then \
	  echo "[fairleads] installing dependencies (npm install) …"; \
	  $(NPM) install --no-audit --no-fund && touch node_modules/.package-lock.json; \
	else \
	  echo "[fairleads] dependencies are up to date"; \
	fi

start: install
	@node scripts/start.mjs

test: install
	@node scripts/test.mjs

build: install
	$(NPM) run build -w backend
	$(NPM) run build -w frontend

e2e: install build
	$(NPM) test -w e2e

bench: install
	@if [ -f e2e/bench/run.mjs ]; then \
	  $(NPM) run bench -w e2e; \
	else \
	  echo "[fairleads] no benchmarks yet: e2e/bench/run.mjs does not exist (make bench runs 'npm run bench -w e2e')."; \
	fi

# HAProxy (docker/haproxy.cfg), API, worker, Redis, SMTP sink and webhook receiver; FAIR_REPLICAS=2 for two of each.
bench-fair: install
	@$(NPM) run bench-fair -w e2e

# docker-compose's topology without Docker: replicas behind HAProxy, rolling restarts, faults (scripts/prod-check.mjs).
prod-check: install
	@node scripts/prod-check.mjs

# Database backups (scripts/backup.mjs, scripts/restore.mjs; README 'Backup und Wiederherstellung').
backup: install
	@node scripts/backup.mjs

restore: install
	@FORCE="$(FORCE)" node scripts/restore.mjs "$(FILE)"

# The round trip proven on a fresh database of DATABASE_URL's server (scripts/backup-check.mjs).
backup-check: install
	@node scripts/backup-check.mjs

# The previous release (PREVIOUS_RELEASE) with data, upgraded to this commit: nothing lost (scripts/upgrade-check.mjs).
upgrade-check: install
	@node scripts/upgrade-check.mjs

# Product screenshots for the landing carousel: the real app with made-up data (e2e/screenshots).
screenshots: install
	node e2e/screenshots/capture.mjs

lint: install
	$(NPM) run typecheck -w backend && $(NPM) run typecheck -w frontend && $(NPM) run typecheck -w e2e
	$(NPM) exec -- eslint --max-warnings 0 .
	node scripts/openapi.mjs --check
	node scripts/lint-deploy.mjs
	node scripts/check-catalogues.mjs

# The API's description from the code (scripts/openapi.mjs); `make lint` fails while it is stale.
openapi: install
	node scripts/openapi.mjs

clean:
	rm -rf backend/dist frontend/dist e2e/test-results e2e/playwright-report
	find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete
