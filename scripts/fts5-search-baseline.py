#!/usr/bin/env python3
"""SQLite FTS5 baseline for the catalog search figures (run by `make bench GROUPS=catalog`).

Indexes styles.csv in an in-memory FTS5 table (porter tokenizer; columns name, category, audience, colour,
tags = usage + season), ranks with bm25 over the OR of the query's words, and prints load/index time, query
latency and the same quality measures as the Swift benchmark.

    python3 scripts/fts5-search-baseline.py STYLES_CSV DEV_QUERIES_JSONL
"""
import csv
import json
import re
import sqlite3
import sys
import time


def percentile(samples, q):
    ordered = sorted(samples)
    rank = min(len(ordered) - 1, max(0, int(-(-q * len(ordered) // 1)) - 1))
    return ordered[rank]


def fmt(seconds):
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.2f} µs"


def main():
    styles, queries_path = sys.argv[1], sys.argv[2]
    start = time.perf_counter()
    rows = []
    with open(styles, encoding="utf-8", newline="") as handle:
        reader = csv.reader(handle)
        next(reader)
        for fields in reader:
            if len(fields) < 10:
                continue
            name = ",".join(fields[9:])  # unquoted commas in the name
            rows.append((fields[0], name, fields[4], fields[1], fields[5], f"{fields[8]} {fields[6]}"))
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE products USING fts5(id UNINDEXED, name, category, audience, colour, tags, "
               "tokenize='porter unicode61')")
    db.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?, ?)", rows)
    db.commit()
    load = time.perf_counter() - start
    names = {row[0]: row[1] for row in rows}

    queries = [json.loads(line) for line in open(queries_path, encoding="utf-8") if line.strip()]

    def search(text):
        words = re.findall(r"[a-z0-9]+", text.lower())
        if not words:
            return []
        expression = " OR ".join(f'"{w}"' for w in words)
        return [r[0] for r in db.execute(
            "SELECT id FROM products WHERE products MATCH ? ORDER BY bm25(products) LIMIT 10", (expression,))]

    samples = []
    for _ in range(2):
        for q in queries:
            t = time.perf_counter()
            search(q["query"])
            samples.append(time.perf_counter() - t)
    precisions, found, known = [], 0, 0
    for q in queries:
        ids = search(q["query"])
        if q["kind"] == "attributes":
            relevant = set(q["relevant_ids"])
            precisions.append(sum(i in relevant for i in ids) / max(1, min(10, len(relevant))))
        else:
            known += 1
            found += any(names.get(i) == q["target_name"] for i in ids)
    print(f"SQLite FTS5 {sqlite3.sqlite_version}: read CSV + build index (44k)   {fmt(load)}")
    print(f"SQLite FTS5: search, 360 dev queries (runs {len(samples)})  median {fmt(percentile(samples, 0.5))}  "
          f"p99 {fmt(percentile(samples, 0.99))}")
    print(f"SQLite FTS5: attribute precision@10 {sum(precisions) / len(precisions):.3f}; "
          f"known-item in top 10 {100 * found / known:.1f}% ({found} of {known})")


if __name__ == "__main__":
    main()
