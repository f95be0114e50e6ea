#!/usr/bin/env python3
"""Multi-turn shopper-session benchmark for `clothesline chat --json`.

    scripts/check-sessions.py [--binary PATH] [--catalog PATH] [--json] [--verbose] [--lint] FILE...

Each FILE is JSON Lines, one session per line:

    {"id": "jeans-black-cheaper",
     "lines": ["show me jeans for my bro", "in black", "whats the weather", "cheaper"],
     "checks": [{"turn": 0, "action": "search", "category": "Jeans", "audience": "men", "nonempty": true},
                {"turn": 3, "category": "Jeans", "colour": "black", "cheaper_than": 1}]}

Every session is piped as one stdin to `BINARY chat --json --no-feedback --catalog CATALOG`; output line i is
turn i (0-based). A check object holds `turn` plus any of these keys; every key is one counted check:

  action        str or [str]  the turn's `action` is this one (or one of these): search, details, support,
                              out-of-scope, menu, confirm, smalltalk, browse, help.
  band          null | "set"  `band` is null (no classification ran) or not null.
  nonempty      true          `results` is non-empty.
  empty         true          `results` is empty.
  -- constraints on every shown product (`results` ids looked up in the catalog); vacuously true when nothing
     was shown, so pair them with `nonempty` when something must be shown --
  category      str or [str]  product `category` equals (one of) these exact catalog category names.
  brand         str           product `brand` equals this (case-insensitive).
  audience      str           men | women | kids: `audience` equals it; "unisex" also counts for men and women.
  colour        str or [str]  `colors` contains (one of) the colours or a shade of it (see SHADES; "color" is an
                              alias).
  max_price     number        `price` <= this.
  min_price     number        `price` >= this.
  size          str           the size is in `sizes` (case-insensitive) and in stock: `stock[size]` > 0, or the
                              size is missing from `stock` (counts as available).
  material      str or [str]  a `materials` entry contains (one of) these as a substring, case-insensitive.
  word          str or [str]  (one of) these words occurs in `name` or in a `tags` entry, case-insensitive.
  cheaper_than  int           every shown price is below the median price of what turn N showed ("cheaper"
                              must keep going down, not just repeat the page).
  -- details --
  details_of    int or str    the turn shows the Nth (1-based) product of the last earlier turn that listed
                              products (a turn with non-empty `results` whose action is not `details`), or
                              "cheapest" (the lowest-priced of them): action is `details` and `results` ==
                              [that id].
  -- reply text (case-insensitive) --
  reply_has     str or [str]  the reply contains each of these. The names hours, phone, email, url and
                              name are replaced by the store's own value from the catalog's `store` section.
  reply_has_any [str]         the reply contains at least one of these (same store names).
  reply_lacks   str or [str]  the reply contains none of these.

A failing check prints the turn, the shopper's line, what was expected and what was shown. The summary line is
"sessions fully right: N/M, checks held: K/T (P%)". It is a measurement: the exit status is 0 unless the
files or the binary cannot be used. --lint checks every constraint set against the catalog instead (each must
be satisfiable by at least one product) and does not run the binary.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

# A requested colour also accepts these shades (the catalog's own colour words).
SHADES = {
    "blue": {"navy", "light blue"},
    "grey": {"charcoal"},
    "gray": {"grey", "charcoal"},
    "green": {"olive", "khaki"},
    "brown": {"tan", "beige", "camel"},
    "red": {"burgundy"},
    "yellow": {"mustard"},
    "white": {"cream"},
}

PRODUCT_KEYS = ("category", "brand", "audience", "colour", "color", "max_price", "min_price", "size",
                "material", "word")
ALL_KEYS = PRODUCT_KEYS + ("action", "band", "nonempty", "empty", "cheaper_than", "details_of", "reply_has",
                           "reply_has_any", "reply_lacks")


def as_list(value):
    return value if isinstance(value, list) else [value]


def product_holds(product, key, want):
    """Whether one catalog product satisfies one constraint; returns (ok, what the product has)."""
    if key == "category":
        return product["category"] in as_list(want), product["category"]
    if key == "brand":
        return product["brand"].lower() == want.lower(), product["brand"]
    if key == "audience":
        have = product["audience"]
        allowed = {want} | ({"unisex"} if want in ("men", "women") else set())
        return have in allowed, have
    if key in ("colour", "color"):
        colours = [c.lower() for c in product.get("colors", [])]
        accepted = set()
        for w in as_list(want):
            accepted |= {w.lower()} | SHADES.get(w.lower(), set())
        return any(c in accepted for c in colours), ", ".join(colours)
    if key == "max_price":
        return product["price"] <= want, product["price"]
    if key == "min_price":
        return product["price"] >= want, product["price"]
    if key == "size":
        sizes = {s.lower(): s for s in product.get("sizes", [])}
        stock = product.get("stock", {})
        original = sizes.get(str(want).lower())
        ok = original is not None and stock.get(original, 1) > 0
        return ok, "sizes " + ", ".join(f"{s}({stock.get(s, '?')})" for s in product.get("sizes", []))
    if key == "material":
        materials = [m.lower() for m in product.get("materials", [])]
        return any(w.lower() in m for w in as_list(want) for m in materials), ", ".join(materials)
    if key == "word":
        texts = [product["name"].lower()] + [t.lower() for t in product.get("tags", [])]
        return any(w.lower() in t for w in as_list(want) for t in texts), \
            product["name"] + " [" + ", ".join(product.get("tags", [])) + "]"
    raise ValueError(key)


def store_text(store, text):
    return str(store.get(text, text)) if text in ("hours", "phone", "email", "url", "name") else text


def last_listing(turns, before):
    for j in range(before - 1, -1, -1):
        t = turns[j]
        if t and t.get("results") and t.get("action") != "details":
            return t["results"]
    return None


def evaluate(check, turns, products, store):
    """Yields (key, ok, expected, shown) for each key of one check."""
    i = check["turn"]
    turn = turns[i] if i < len(turns) else None
    for key in check:
        if key == "turn":
            continue
        want = check[key]
        if key not in ALL_KEYS:
            yield key, False, f"unknown check key {key!r}", "-"
            continue
        if turn is None:
            yield key, False, f"{key}={want!r}", "no output for this turn"
            continue
        results = turn.get("results") or []
        if key == "action":
            yield key, turn.get("action") in as_list(want), f"action {want}", f"action {turn.get('action')}"
        elif key == "band":
            ok = turn.get("band") is None if want is None else turn.get("band") is not None
            yield key, ok, f"band {'null' if want is None else 'not null'}", f"band {turn.get('band')}"
        elif key == "nonempty":
            yield key, bool(results), "some results", f"{len(results)} results (action {turn.get('action')})"
        elif key == "empty":
            yield key, not results, "no results", f"results {results}"
        elif key in PRODUCT_KEYS:
            bad = []
            for pid in results:
                product = products.get(pid)
                if product is None:
                    bad.append(f"{pid}: not in catalog")
                    continue
                ok, have = product_holds(product, key, want)
                if not ok:
                    bad.append(f"{pid} {product['name']}: {have}")
            yield key, not bad, f"every result {key} {want}", "; ".join(bad) if bad else f"{len(results)} ok"
        elif key == "cheaper_than":
            earlier = turns[want] if want < len(turns) and turns[want] else {}
            before = [products[p]["price"] for p in earlier.get("results") or [] if p in products]
            if not before:
                yield key, False, f"cheaper than turn {want}", f"turn {want} showed nothing to compare"
                continue
            median = statistics.median(before)
            bad = [f"{p} ${products[p]['price']}" for p in results if p in products
                   and products[p]["price"] >= median]
            yield key, not bad and bool(results), f"every result below ${median} (median of turn {want})", \
                "; ".join(bad) if bad else f"{len(results)} results"
        elif key == "details_of":
            listing = last_listing(turns, i)
            if listing is None or (want != "cheapest" and want > len(listing)):
                yield key, False, f"details of #{want} of the last listing", \
                    f"no listing with {want} products before this turn"
                continue
            if want == "cheapest":
                target = min(listing, key=lambda p: products[p]["price"] if p in products else float("inf"))
            else:
                target = listing[want - 1]
            ok = turn.get("action") == "details" and results == [target]
            yield key, ok, f"details of #{want} = {target}", f"action {turn.get('action')} results {results}"
        elif key in ("reply_has", "reply_has_any", "reply_lacks"):
            reply = (turn.get("reply") or "").lower()
            needles = [store_text(store, n) for n in as_list(want)]
            found = [n for n in needles if n.lower() in reply]
            ok = {"reply_has": len(found) == len(needles), "reply_has_any": bool(found),
                  "reply_lacks": not found}[key]
            snippet = (turn.get("reply") or "").replace("\n", " | ")[:160]
            yield key, ok, f"{key} {needles}", f"reply: {snippet}"


def run_session(binary, catalog, lines):
    proc = subprocess.run([binary, "chat", "--json", "--no-feedback", "--catalog", catalog],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=300)
    turns = []
    for raw in proc.stdout.splitlines():
        raw = raw.strip()
        if not raw:
            continue
        try:
            turns.append(json.loads(raw))
        except json.JSONDecodeError:
            turns.append(None)
    return turns, proc.returncode, proc.stderr


def load_sessions(paths):
    sessions = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            for number, raw in enumerate(handle, 1):
                if not raw.strip():
                    continue
                try:
                    session = json.loads(raw)
                except json.JSONDecodeError as error:
                    sys.exit(f"{path}:{number}: not JSON: {error}")
                for check in session.get("checks", []):
                    if not isinstance(check.get("turn"), int) or not 0 <= check["turn"] < len(session["lines"]):
                        sys.exit(f"{path}:{number}: session {session.get('id')}: check turn out of range: {check}")
                sessions.append(session)
    return sessions


def lint(sessions, products):
    problems = 0
    for session in sessions:
        for check in session["checks"]:
            keys = [k for k in check if k in PRODUCT_KEYS]
            if not keys:
                continue
            count = sum(all(product_holds(p, k, check[k])[0] for k in keys) for p in products.values())
            if count == 0:
                problems += 1
            print(f"{session['id']} turn {check['turn']}: {count} products {{{', '.join(f'{k}={check[k]}' for k in keys)}}}")
    print(f"unsatisfiable constraint sets: {problems}")


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--binary", default=os.path.join(root, ".build", "debug", "clothesline"))
    parser.add_argument("--catalog", default=os.path.join(root, "Catalog", "catalog.json"))
    parser.add_argument("--json", action="store_true", help="one JSON object per session, then the summary")
    parser.add_argument("--verbose", action="store_true", help="also print every turn's action and results")
    parser.add_argument("--lint", action="store_true", help="check the constraints against the catalog only")
    args = parser.parse_args()

    with open(args.catalog, encoding="utf-8") as handle:
        catalog = json.load(handle)
    products = {p["id"]: p for p in catalog["products"]}
    store = catalog.get("store", {})
    sessions = load_sessions(args.files)
    if args.lint:
        lint(sessions, products)
        return 0
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"{args.binary}: not an executable; build it with `swift build --product clothesline` "
                 "or pass --binary")

    right = held = total = 0
    for session in sessions:
        turns, status, stderr = run_session(args.binary, args.catalog, session["lines"])
        failures = []
        count = 0
        for check in session["checks"]:
            for key, ok, expected, shown in evaluate(check, turns, products, store):
                count += 1
                if ok:
                    held += 1
                else:
                    turn = check["turn"]
                    failures.append({"turn": turn, "line": session["lines"][turn], "check": key,
                                     "expected": expected, "shown": shown})
        total += count
        if not failures:
            right += 1
        if args.json:
            print(json.dumps({"id": session["id"], "pass": not failures, "checks": count,
                              "failures": failures, "exitStatus": status}))
            continue
        print(f"{'PASS' if not failures else 'FAIL'} {session['id']} ({count - len(failures)}/{count})")
        if status != 0:
            print(f"    binary exited {status}: {stderr.strip()[:200]}")
        if args.verbose:
            for i, line in enumerate(session["lines"]):
                t = turns[i] if i < len(turns) and turns[i] else {}
                print(f"    [{i}] {line!r} -> {t.get('action')} band={t.get('band')} {t.get('results')}")
        for f in failures:
            print(f"    turn {f['turn']} {f['line']!r}: {f['check']}: expected {f['expected']}; shown {f['shown']}")
    percent = 100.0 * held / total if total else 0.0
    summary = f"sessions fully right: {right}/{len(sessions)}, checks held: {held}/{total} ({percent:.1f}%)"
    if args.json:
        print(json.dumps({"summary": summary, "sessionsRight": right, "sessions": len(sessions),
                          "checksHeld": held, "checks": total}))
    else:
        print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
