#!/bin/sh
# Kills a piped chat with SIGKILL at random moments, again and again on the same log, and checks after each
# kill that `review` still reads the log and that at most the record of the turn in flight was lost:
# the chat prints each turn's JSON line before it logs the turn, so the log must hold every printed turn but
# possibly the last one.
#
#   scripts/kill-chat-log.sh [ROUNDS]      (default 50; uses .build/release/clothesline, or $CLOTHESLINE_BIN)
set -eu
rounds=${1:-50}
bin=${CLOTHESLINE_BIN:-.build/release/clothesline}
[ -x "$bin" ] || { echo "build it first: swift build -c release --product clothesline" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/classified.jsonl"
complete_lines() { if [ -f "$1" ]; then grep -c '}$' "$1" || true; else echo 0; fi; }
failures=0 lost_total=0
round=1
while [ "$round" -le "$rounds" ]; do
    before=$(complete_lines "$log")
    yes 'any warm hoodies in xl for my son' | "$bin" chat --no-feedback --log "$log" --json > "$work/out.jsonl" 2>/dev/null &
    pid=$!
    # $! is the pipeline's last process: the chat.
    delay=$(awk -v seed="$round$$" 'BEGIN { srand(seed); printf "%.3f", 0.05 + rand() * 0.45 }')
    sleep "$delay"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    printed=$(complete_lines "$work/out.jsonl")
    after=$(complete_lines "$log")
    logged=$((after - before))
    lost=$((printed - logged))
    if ! "$bin" review "$log" --json > /dev/null 2> "$work/review.err"; then
        echo "round $round: review refused the log:" >&2; cat "$work/review.err" >&2; failures=$((failures + 1))
    elif [ "$lost" -lt 0 ] || [ "$lost" -gt 1 ]; then
        echo "round $round: $printed turns printed, $logged logged" >&2; failures=$((failures + 1))
    fi
    lost_total=$((lost_total + lost))
    round=$((round + 1))
done
echo "$rounds kills after 0.05-0.5 s: $(complete_lines "$log") records in the log, $lost_total turns printed but not logged (at most 1 per kill allowed), $failures failures"
[ "$failures" -eq 0 ]
