#!/usr/bin/env python3
"""Times fastText and `clothesline` on CLINC150 in the same run, on the same machine (issue 18's targets).

For each tool, in one process each:
  * training on train.csv: fastText with 25 epochs, word bigrams, character 2-5-grams (its other settings at
    their defaults, two threads as the machine has two cores); clothesline `train train.csv --output M` with
    whatever extra flags are given after `--` (none: the automatic settings);
  * a whole process that loads the model and classifies the 5,500 lines of test.csv to JSON Lines on
    standard output (fastText: a Python process that imports fasttext, loads its model and writes one
    {"label","confidence","text"} object per line; clothesline: `classify --model M --json` reading the lines
    on standard input).
Then clothesline's test.csv figures: `evaluate --oos-label oos --threshold-from val.csv` (the threshold or
detector chosen on val.csv only). fastText is for comparison only: it is no dependency of the package
(`pip install fasttext-wheel` to run this script).

Usage: scripts/clinc150-vs-fasttext.py [--data ../shared/data/clinc150] [--clothesline .build/release/clothesline]
                                       [--rounds 1] [-- TRAIN FLAGS…]
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
import time


def read(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return [(row["text"], row["label"]) for row in csv.DictReader(handle)]


def timed(command, **kwargs):
    start = time.perf_counter()
    completed = subprocess.run(command, check=True, **kwargs)
    return time.perf_counter() - start, completed


FASTTEXT_CLASSIFY = r"""
import json, sys
import fasttext
fasttext.FastText.eprint = lambda *args, **kwargs: None
model = fasttext.load_model(sys.argv[1])
out = sys.stdout
for line in sys.stdin:
    text = line.rstrip("\n")
    # The binding's own predict() needs NumPy 1 (copy=False); its C++ call returns [(probability, label)].
    ((probability, label),) = model.f.predict(text, 1, 0.0, "strict")
    out.write(json.dumps({"confidence": float(probability), "label": label[9:], "text": text},
                         sort_keys=True) + "\n")
"""

FASTTEXT_TRAIN = r"""
import sys
import fasttext
fasttext.FastText.eprint = lambda *args, **kwargs: None
model = fasttext.train_supervised(input=sys.argv[1], epoch=25, wordNgrams=2, minn=2, maxn=5, thread=2,
                                  verbose=0)
model.save_model(sys.argv[2])
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", default="../shared/data/clinc150")
    parser.add_argument("--clothesline", default=".build/release/clothesline")
    parser.add_argument("--rounds", type=int, default=1, help="repeat each timing and keep the fastest")
    parser.add_argument("--skip-fasttext", action="store_true")
    parser.add_argument("train_flags", nargs="*")
    arguments = parser.parse_args()

    train_csv = os.path.join(arguments.data, "train.csv")
    val_csv = os.path.join(arguments.data, "val.csv")
    test_csv = os.path.join(arguments.data, "test.csv")
    test = read(test_csv)
    with tempfile.TemporaryDirectory() as work:
        test_lines = os.path.join(work, "test.txt")
        with open(test_lines, "w", encoding="utf-8") as handle:
            handle.writelines(text.replace("\n", " ") + "\n" for text, _ in test)

        results = {}
        if not arguments.skip_fasttext:
            fasttext_train = os.path.join(work, "train.ft")
            with open(fasttext_train, "w", encoding="utf-8") as handle:
                for text, label in read(train_csv):
                    handle.write(f"__label__{label} {text.replace(chr(10), ' ')}\n")
            fasttext_model = os.path.join(work, "clinc.bin")
            train_times, classify_times = [], []
            for _ in range(arguments.rounds):
                seconds, _ = timed([sys.executable, "-c", FASTTEXT_TRAIN, fasttext_train, fasttext_model])
                train_times.append(seconds)
                print(f"fastText: trained in {seconds:.2f} s", file=sys.stderr, flush=True)
                with open(test_lines, "rb") as lines, open(os.devnull, "wb") as sink:
                    seconds, _ = timed([sys.executable, "-c", FASTTEXT_CLASSIFY, fasttext_model],
                                       stdin=lines, stdout=sink)
                classify_times.append(seconds)
                print(f"fastText: loaded and classified in {seconds:.2f} s", file=sys.stderr, flush=True)
            results["fasttext"] = (min(train_times), min(classify_times))

        model = os.path.join(work, "clinc.clmodel")
        train_times, classify_times = [], []
        for _ in range(arguments.rounds):
            seconds, _ = timed([arguments.clothesline, "train", train_csv, "--output", model, *arguments.train_flags],
                               stdout=sys.stderr)
            train_times.append(seconds)
            with open(test_lines, "rb") as lines, open(os.devnull, "wb") as sink:
                seconds, _ = timed([arguments.clothesline, "classify", "--model", model, "--json"],
                                   stdin=lines, stdout=sink)
            classify_times.append(seconds)
        results["clothesline"] = (min(train_times), min(classify_times))
        _, evaluation = timed([arguments.clothesline, "evaluate", "--model", model, test_csv, "--oos-label", "oos",
                               "--threshold-from", val_csv, "--json"], capture_output=True, text=True)
        report = json.loads(evaluation.stdout)

    for tool, (train_seconds, classify_seconds) in results.items():
        print(f"{tool}: train {train_seconds:.2f} s, load + classify 5,500 lines to JSON {classify_seconds:.3f} s")
    if "fasttext" in results:
        ours, theirs = results["clothesline"], results["fasttext"]
        print(f"clothesline / fastText: train {ours[0] / theirs[0]:.2f}x (target <= 1.5x), "
              f"whole-process classify {ours[1] / theirs[1]:.2f}x (target <= 0.25x)")
    scope = report.get("outOfScope", {})
    print("clothesline test.csv (detector from val.csv): in-scope accuracy "
          f"{scope.get('inScopeAccuracy', float('nan')):.4f} (target >= 0.935), out-of-scope recall "
          f"{scope.get('outOfScopeRecall', float('nan')):.4f} (target >= 0.62)")


if __name__ == "__main__":
    main()
