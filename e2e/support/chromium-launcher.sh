#!/usr/bin/env bash
# Debian's Chromium as the journeys launch it (e2e/support/browser.ts): Playwright passes its own --disable-features
# list and the journeys add theirs; Chromium keeps only the last one, so this joins them into one and starts the
# browser in this process (exec: same pid, same pipes). CHROMIUM_PATH names the browser.
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
joined=$(IFS=,; printf '%s' "${features[*]}")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" ${joined:+"--disable-features=$joined"}
