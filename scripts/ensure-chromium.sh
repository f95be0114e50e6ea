#!/usr/bin/env bash
# Prints the path of a headless-capable Chromium, installing Debian's `chromium` package with apt-get when
# run as root and it is missing; otherwise says which command to run.
set -euo pipefail

find_chromium() {
    for name in chromium chromium-browser google-chrome; do
        if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    done
    return 1
}

if path=$(find_chromium); then echo "$path"; exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing chromium with apt-get…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq chromium >&2
    find_chromium && exit 0
fi
echo "error: Chromium is not installed; install it with:" >&2
echo "    sudo apt-get install -y chromium" >&2
exit 1
