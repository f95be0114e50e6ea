#!/usr/bin/env python3
"""Send every line of a labelled CSV (`text,label`, label valid / store / invalid) as the first line of its own
conversation through `clothesline chat --json --no-feedback`, and report what the whole assistant did with it:
the model, the catalog evidence, the audience wording and the policy together, not the model alone.

Usage: scripts/check-first-lines.py [--binary PATH] [--policy FILE] [--verbose] FILE.csv

Prints, per label, how many lines were searched (act band), answered as store questions (act band), asked a
confirmation question, refused or shown the menu; then the precision of searching (the share of searched lines
that are clothing questions), the share of non-clothing lines that were searched, and the share of store
questions answered through support. --verbose lists every line whose outcome is not the one its label wants.
Always exits 0; a missing binary or file is an error (exit 1).
"""
import argparse
import csv
import json
import subprocess
import sys
from collections import Counter


def outcome(turn):
    action, band = turn.get("action"), turn.get("band")
    if action == "search" and band == "act":
        return "searched"
    if action == "support" and band == "act":
        return "store answer"
    if action == "confirm":
        return "asked"
    if action == "menu":
        return "menu"
    if action == "out-of-scope":
        return "refused"
    return action or "none"


WANTED = {"valid": "searched", "store": "store answer", "invalid": "refused"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/debug/clothesline")
    parser.add_argument("--policy")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("file")
    args = parser.parse_args()
    try:
        with open(args.file, newline="", encoding="utf-8") as handle:
            rows = [row for row in csv.DictReader(handle)]
    except OSError as error:
        print(f"error: {args.file}: {error.strerror}", file=sys.stderr)
        return 1
    command = [args.binary, "chat", "--json", "--no-feedback"]
    if args.policy:
        command += ["--policy", args.policy]
    counts = {label: Counter() for label in ("valid", "store", "invalid")}
    misses = []
    for row in rows:
        text = row["text"].replace("\n", " ")
        label = (row.get("label") or row.get("expected") or "").strip()
        label = label if label in ("valid", "store") else "invalid"
        try:
            run = subprocess.run(command, input=text + "\n", capture_output=True, text=True, timeout=60)
        except OSError as error:
            print(f"error: {args.binary}: {error.strerror}", file=sys.stderr)
            return 1
        lines = [line for line in run.stdout.splitlines() if line.strip()]
        result = outcome(json.loads(lines[0])) if lines else "no reply"
        counts.setdefault(label, Counter())[result] += 1
        if result != WANTED.get(label):
            misses.append((label, result, text))
    kinds = ["searched", "store answer", "asked", "menu", "refused"]
    print(f"{'label':8} {'lines':>5} " + " ".join(f"{kind:>12}" for kind in kinds))
    for label, counter in counts.items():
        total = sum(counter.values())
        print(f"{label:8} {total:5d} " + " ".join(f"{counter[kind]:12d}" for kind in kinds))
    searched = sum(counter["searched"] for counter in counts.values())
    searched_valid = counts["valid"]["searched"]
    others = sum(sum(counts[label].values()) for label in ("store", "invalid"))
    others_searched = counts["store"]["searched"] + counts["invalid"]["searched"]
    store_total = sum(counts["store"].values())
    print(f"precision of searching: {searched_valid}/{searched} = {searched_valid / max(1, searched):.3f}")
    print(f"clothing lines searched: {searched_valid}/{sum(counts['valid'].values())} "
          f"= {searched_valid / max(1, sum(counts['valid'].values())):.3f}")
    print(f"non-clothing lines searched: {others_searched}/{others} = {others_searched / max(1, others):.3f}")
    print(f"store questions answered: {counts['store']['store answer']}/{store_total} "
          f"= {counts['store']['store answer'] / max(1, store_total):.3f}")
    if args.verbose:
        for label, result, text in misses:
            print(f"  {label:8} → {result:12} {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
