#!/usr/bin/env bash
# Makes sure the system packages the build needs are present: libedit-dev (line editing) and pkg-config
# (how SwiftPM finds libedit), and tmux, which the end-to-end terminal tests drive (without it they are skipped,
# so it is installed too, and named in a warning when it cannot be); with --lexicon, what `make lexicon` needs
# instead (wordnet-base, python3). Installs them with apt-get when run as root; otherwise prints the command.
set -euo pipefail

missing=()
optional=()
if [ "${1:-}" = "--lexicon" ]; then
    # Only `make lexicon` needs these: WordNet 3.0's database and python3 for scripts/build-lexicon.py.
    [ -f /usr/share/wordnet/data.noun ] || missing+=(wordnet-base)
    command -v python3 >/dev/null 2>&1 || missing+=(python3)
else
    command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
    if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libedit; } && [ ! -f /usr/include/histedit.h ]; then
        missing+=(libedit-dev)
    fi
    command -v tmux >/dev/null 2>&1 || optional+=(tmux)
    if ! command -v swift >/dev/null 2>&1; then
        echo "error: swift is not on PATH; install Swift 6 from swift.org first." >&2
        exit 1
    fi
fi
can_install=false
[ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && can_install=true
if [ ${#missing[@]} -eq 0 ] && [ ${#optional[@]} -gt 0 ] && ! $can_install; then
    echo "warning: tmux is missing: the terminal tests (line editor, history, completion) will be skipped." >&2
    echo "Install it with:" >&2
    echo "    sudo apt-get install -y ${optional[*]}" >&2
    exit 0
fi
missing+=(${optional[@]+"${optional[@]}"})
[ ${#missing[@]} -eq 0 ] && exit 0

if $can_install; then
    echo "Installing ${missing[*]} with apt-get…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq "${missing[@]}" >&2
else
    echo "error: missing system packages: ${missing[*]}" >&2
    echo "Install them with:" >&2
    echo "    sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi
