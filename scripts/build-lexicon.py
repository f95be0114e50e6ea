#!/usr/bin/env python3
"""Derives Catalog/lexicon.tsv, the compact clothing lexicon the search ships, from WordNet 3.0.

Reads the noun database of Debian's `wordnet-base` (/usr/share/wordnet/data.noun, or the directory given with
--wordnet) and keeps every artifact noun below a few roots that a clothing store sells under (clothing, footwear,
bags, jewellery, neckwear, headdress, watches, spectacles, belts, handwear, hosiery, wallets, umbrellas). Each line
is

    term<TAB>synonyms<TAB>broader words

the synonyms being the other words of its synsets and the broader words its hypernyms, nearest first, up to the
root: `necktie<TAB>tie<TAB>neckwear`, `rucksack<TAB>backpack, …<TAB>bag`, `kurta<TAB><TAB>shirt, garment, …`.
The search maps a term to the first of these that names one of the catalog's categories; through a broader word
the term is a kind of product inside that category (a clutch among bags). Standard library only,
deterministic output; the runtime never reads WordNet itself.

After the terms come lines `~word`: English words (any WordNet lemma of one word, or an irregular form from its
exception lists) that are one typo away from a word the search corrects towards (a lexicon term or its plural, or
the shipped catalog's category names and synonyms, colours and brands), or that have the consonant skeleton of
one of five letters or more, which the search reads as a misspelling of its vowels, or that read as two words run
together (one of them such a word or a price word: "preferred", "cordon") or as a word with a letter doubled
("dessert"). The search never "corrects" or splits such a word, because the shopper more likely meant it: "skint"
is not a misspelt skirt, "boats" no misspelt boots, "preferred" no "prefer red".

Usage: scripts/build-lexicon.py [--wordnet DIR] [--output Catalog/lexicon.tsv]
"""
import argparse
import os
import sys

# Roots as (lemma, sense number in index.noun): the senses a clothing store sells under.
ROOTS = [
    ("clothing", 1), ("footwear", 1), ("footwear", 2), ("headdress", 1), ("neckwear", 1), ("jewelry", 1),
    ("bag", 1), ("bag", 4), ("baggage", 1), ("wallet", 1), ("timepiece", 1), ("watch", 1), ("spectacles", 1),
    ("belt", 2), ("handwear", 1), ("hosiery", 1), ("umbrella", 1), ("scarf", 1),
]
# Targets that say nothing about the kind of product.
GENERIC = {"artifact", "artefact", "covering", "consumer goods", "commodity", "trade good", "good", "container",
           "instrumentality", "instrumentation", "object", "physical object", "whole", "unit", "device"}


def read_synsets(path):
    """offset → (lemmas, hypernym offsets, gloss) for every artifact (lexicographer file 06) noun synset."""
    synsets = {}
    with open(path, encoding="latin-1") as f:
        for line in f:
            if line.startswith("  "):
                continue
            data, _, gloss = line.partition(" | ")
            fields = data.split()
            if len(fields) < 4 or fields[1] != "06":
                continue
            count = int(fields[3], 16)
            lemmas = []
            for k in range(count):
                word = fields[4 + 2 * k]
                word = word.split("(")[0]  # adjective markers such as (a)
                lemmas.append(word.replace("_", " ").lower())
            at = 4 + 2 * count
            pointers = int(fields[at])
            hypernyms = []
            for k in range(pointers):
                symbol, target, pos = fields[at + 1 + 4 * k], fields[at + 2 + 4 * k], fields[at + 3 + 4 * k]
                if symbol in ("@", "@i") and pos == "n":
                    hypernyms.append(target)
            synsets[fields[0]] = (lemmas, hypernyms, gloss.strip())
    return synsets


def read_senses(path):
    """lemma → its noun synset offsets in sense order (index.noun)."""
    senses = {}
    with open(path, encoding="latin-1") as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split()
            pointers = int(fields[3])
            count = int(fields[2])
            senses[fields[0]] = fields[6 + pointers:6 + pointers + count]
    return senses


def english_words(wordnet):
    """Every one-word WordNet lemma and irregular form, lower case letters only."""
    words = set()
    for pos in ("noun", "verb", "adj", "adv"):
        for name, column in ((f"index.{pos}", 0), (f"{pos}.exc", 0)):
            path = os.path.join(wordnet, name)
            if not os.path.exists(path):
                continue
            with open(path, encoding="latin-1") as f:
                for line in f:
                    if line.startswith(" "):
                        continue
                    fields = line.split()
                    if fields and fields[column].isascii() and fields[column].isalpha():
                        words.add(fields[column].lower())
    return words


def one_typo(word):
    """The strings one deletion, transposition, substitution or insertion away from `word`."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    found = {a + b[1:] for a, b in splits if b}
    found |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    found |= {a + c + b[1:] for a, b in splits if b for c in letters}
    found |= {a + c + b for a, b in splits for c in letters}
    return found


def skeleton(word):
    """A word's consonant skeleton as the search computes it: its first letter, then its consonants (no "y")
    with doubled letters collapsed ("sandles" → "sndls")."""
    result = ""
    for offset, character in enumerate(word):
        if offset > 0 and character in "aeiouy":
            continue
        if result and result[-1] == character:
            continue
        result += character
    return result


# Words a price or a size is said with, besides the lexicon's and the catalog's ("under fifty", "size m").
PRICE_WORDS = {
    "under", "over", "below", "above", "less", "more", "than", "cheap", "cheaper", "max", "tops", "size", "hundred",
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
    "sixty", "seventy", "eighty", "ninety",
}
# Short words a shopper runs into the next one ("inblack", "formen").
SHORT_WORDS = {"in", "on", "at", "to", "of", "or", "an", "by", "up", "me", "my", "we", "us", "so", "no", "it", "is",
               "as", "be", "he", "do", "go", "xs", "xl"}


def run_together(english, targets):
    """English words (four letters or more) that are two words run together, one of them a target or a price
    word, each two letters or more; or an English word with one letter doubled."""
    store = targets | PRICE_WORDS
    parts = english | PRICE_WORDS | SHORT_WORDS
    found = set()
    for word in english:
        if len(word) < 4:
            continue
        if any(word[:i] in parts and word[i:] in parts and (word[:i] in store or word[i:] in store)
               for i in range(2, len(word) - 1)):
            found.add(word)
        elif any(word[i] == word[i - 1] and word[:i] + word[i + 1:] in english for i in range(1, len(word))):
            found.add(word)
    return found


def catalog_words(path):
    """The shipped catalog's category names, synonyms and kinds, colours, brands and the words of its product names, as
    single lower-case words (the search learns category words from the names: "board" of "Board Shorts")."""
    import json
    import re
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8") as f:
        catalog = json.load(f)
    phrases = []
    for category in catalog.get("categories", []):
        if isinstance(category, dict):
            phrases.append(category.get("name", ""))
            phrases.extend(category.get("synonyms", []))
            phrases.extend((category.get("kinds") or {}).keys())
        else:
            phrases.append(str(category))
    for product in catalog.get("products", []):
        phrases.append(product.get("category", ""))
        phrases.extend(product.get("colors", []))
        phrases.append(product.get("brand") or "")
        phrases.append(product.get("name") or "")
    return {word for phrase in phrases for word in re.findall(r"[a-z]+", phrase.lower())}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", default="/usr/share/wordnet")
    parser.add_argument("--output", default=os.path.join(os.path.dirname(__file__), "..", "Catalog", "lexicon.tsv"))
    parser.add_argument("--catalog", default=os.path.join(os.path.dirname(__file__), "..", "Catalog", "catalog.json"))
    args = parser.parse_args()
    data = os.path.join(args.wordnet, "data.noun")
    if not os.path.exists(data):
        sys.exit(f"error: {data} not found; install WordNet 3.0 with: apt-get install -y wordnet-base")
    synsets = read_synsets(data)

    senses = read_senses(os.path.join(args.wordnet, "index.noun"))
    roots = set()
    for lemma, number in ROOTS:
        offsets = senses.get(lemma, [])
        if number <= len(offsets):
            roots.add(offsets[number - 1])
    if not roots:
        sys.exit("error: no root synsets found; is this WordNet 3.0?")

    # Hypernym chains, nearest first (breadth first), stopping at a root.
    def chain(offset):
        seen, order, frontier = {offset}, [], [offset]
        while frontier:
            following = []
            for node in frontier:
                for parent in synsets.get(node, ((), (), ""))[1]:
                    if parent not in synsets:
                        continue
                    if parent not in seen:
                        seen.add(parent)
                        order.append(parent)
                        if parent not in roots:
                            following.append(parent)
            frontier = following
        return order

    # What each qualifying synset contributes: its lemmas, and its hypernyms' lemmas nearest first.
    contributes = {}
    for offset, (lemmas, _, _) in synsets.items():
        ancestors = chain(offset)
        if offset not in roots and not roots.intersection(ancestors):
            continue
        targets = []
        for ancestor in ancestors:
            if ancestor not in roots and not roots.intersection(chain(ancestor)):
                continue  # a path that leaves the roots' subtrees ("object", "whole"…)
            # A root stands for itself by its first word ("clothing", not also "vesture" and "habiliment").
            lemmas_here = synsets[ancestor][0][:1] if ancestor in roots else synsets[ancestor][0]
            for lemma in lemmas_here:
                if lemma not in GENERIC and lemma not in targets:
                    targets.append(lemma)
        contributes[offset] = (lemmas, targets)
    # Each lemma's senses in WordNet's order (most frequent first), so "dress" is a frock before it is apparel.
    entries = {}
    for key in sorted(senses):
        lemma = key.replace("_", " ").lower()
        if not lemma.replace(" ", "").replace("-", "").isalpha():
            continue
        for offset in senses[key]:
            if offset not in contributes:
                continue
            lemmas, targets = contributes[offset]
            synonyms, broader = entries.setdefault(lemma, ([], []))
            for other in lemmas:
                if other != lemma and other not in synonyms:
                    synonyms.append(other)
            for target in targets:
                if target != lemma and target not in broader:
                    broader.append(target)

    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as out:
        out.write("# Clothing lexicon derived from WordNet 3.0 by scripts/build-lexicon.py; see WORDNET-LICENSE.\n")
        out.write("# term<TAB>synonyms<TAB>broader words (hypernyms), nearest first\n")
        written = 0
        for term in sorted(entries):
            synonyms, broader = entries[term]
            broader = [word for word in broader if word not in synonyms][:6]
            if synonyms or broader:
                out.write(term + "\t" + ", ".join(synonyms[:8]) + "\t" + ", ".join(broader) + "\n")
                written += 1
        # English words one typo away from what the search corrects towards (four letters or more, as the
        # search corrects no shorter word).
        targets = {term for term in entries if term.isalpha()}
        targets |= {term + "s" for term in targets}
        targets |= catalog_words(args.catalog)
        # (The search compares words without a plural "s": "rather" is one typo from the "bather" of "bathers".)
        targets |= {word[:-1] for word in targets if len(word) > 4 and word.endswith("s") and not word.endswith("ss")}
        words_of_store = set(targets)
        targets = {word for word in targets if len(word) >= 4}
        english = english_words(args.wordnet)
        near = set()
        for word in targets:
            near |= one_typo(word) & english
        # …and those of five letters or more with the consonant skeleton of a one-word target of five or more,
        # which the search reads as that word with its vowels misspelt ("sandles" → sandals; "bless" is no blouse).
        skeletons = {skeleton(word) for word in targets if len(word) >= 5 and len(skeleton(word)) >= 3}
        near |= {word for word in english if len(word) >= 5 and skeleton(word) in skeletons}
        # …and those a shopper's run-together or doubled letters would be read into ("preferred" is no "prefer
        # red", "cordon" no "cord on", "dessert" no "desert" with a letter doubled), which the chat never repairs.
        near |= run_together(english, words_of_store)
        near = sorted(word for word in near - targets if len(word) >= 4)
        out.write("# English words one typo away from a clothing, colour or brand word, or that read as two words\n")
        out.write("# run together or one with a letter doubled: never corrected, never split.\n")
        for word in near:
            out.write("~" + word + "\n")
    print(f"{args.output}: {written} terms from {len(roots)} roots, {len(near)} words not to correct",
          file=sys.stderr)


if __name__ == "__main__":
    main()
