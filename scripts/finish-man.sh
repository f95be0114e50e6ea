#!/bin/sh
# Finishes the man pages swift-argument-parser's generate-manual plugin wrote from the command definitions:
# stamps the version in the footer (.Os) and replaces the generic EXIT STATUS section with ours, preceded by
# ENVIRONMENT and FILES (scripts/man-sections.mdoc; @VERSION@ and @DATADIR@ filled in).
#
#   scripts/finish-man.sh VERSION DATADIR IN-DIR OUT-DIR
set -eu
version=$1 datadir=$2 in=$3 out=$4
sections=$(dirname "$0")/man-sections.mdoc
mkdir -p "$out"
rm -f "$out"/*.1
count=0
for page in "$in"/*.1; do
    [ -f "$page" ] || { echo "clothesline: error: no man pages in $in; run the generate-manual plugin first (make man)" >&2; exit 1; }
    sed -e "s|@VERSION@|$version|g" -e "s|@DATADIR@|$datadir|g" "$sections" >"$out/.sections"
    awk -v version="$version" -v sections="$out/.sections" '
        /^\.Os/ { print ".Os clothesline " version; next }
        /^\.Sh "?EXIT STATUS"?$/ {
            while ((getline line < sections) > 0) print line
            close(sections); skipping = 1; done = 1; next
        }
        /^\.Sh / { skipping = 0 }
        !skipping { print }
        END { if (!done) { print "no EXIT STATUS section in " FILENAME > "/dev/stderr"; exit 1 } }
    ' "$page" >"$out/$(basename "$page")"
    count=$((count + 1))
done
rm -f "$out/.sections"
echo "finished $count man pages in $out"
