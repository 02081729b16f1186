#!/usr/bin/env bash
# Compares two outputs of suite.sh byte for byte, in the order the
# commands ran. At the first file that differs (or is missing) it prints
# the file, the command that made it and the first differing line of each
# (around the first differing byte, for long lines such as a replay's
# JSON), counts the other files that differ, and exits 1.
#
#   tests/platforms/compare.sh REFERENCE_OUT OTHER_OUT
set -euo pipefail
ref=$1
other=$2
refName=$(basename "$ref")
otherName=$(basename "$other")

# LINE of FILE, or the part of it around byte COLUMN (1-based) if long.
excerpt() { # FILE LINE COLUMN
    local text
    text=$(sed -n "$2{p;q}" "$1" | cut -b "$(($3 > 80 ? $3 - 80 : 1))-$(($3 + 80))")
    [ "$3" -gt 80 ] && text="...$text"
    printf '%s' "$text"
}

first=""
differing=0
while IFS=$'\t' read -r file command; do
    if cmp -s "$ref/$file" "$other/$file"; then continue; fi
    differing=$((differing + 1))
    [ -z "$first" ] || continue
    first=$file
    echo "$otherName differs from $refName in $file"
    echo "  command: $command"
    if [ ! -e "$other/$file" ]; then
        echo "  $otherName did not write it"
        continue
    fi
    # "differ: byte B, line L", "EOF on FILE after byte B, line L" or
    # "EOF on FILE which is empty": B is the first byte that differs.
    where=$(cmp "$ref/$file" "$other/$file" 2>&1 || true)
    byte=1
    if [[ "$where" =~ byte\ ([0-9]+) ]]; then byte=${BASH_REMATCH[1]}; fi
    [[ "$where" == *"after byte"* ]] && byte=$((byte + 1))
    newlines=$(head -c "$((byte - 1))" "$ref/$file" | tr -cd '\n' | wc -c)
    line=$((newlines + 1))
    column=$((byte - $(head -n "$newlines" "$ref/$file" | wc -c)))
    echo "  first difference: line $line, byte $column of the line"
    printf '  %-14s %s\n' "$refName:" "$(excerpt "$ref/$file" "$line" "$column")"
    printf '  %-14s %s\n' "$otherName:" "$(excerpt "$other/$file" "$line" "$column")"
done <"$ref/commands"

if [ -n "$first" ]; then
    [ "$differing" -gt 1 ] && echo "  ($((differing - 1)) more files differ)"
    exit 1
fi
exit 0
