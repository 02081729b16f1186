#!/usr/bin/env bash
# The soak: for every ruleset and every player count it allows, a million
# deals of random play and ten thousand with the computer's players, every
# invariant checked after every step. A benchmark, not a CI test: it takes
# hours on two cores. Prints a Markdown table of deals per second and
# invariant checks; exits non-zero at the first break.
#
#   tests/soak/run.sh [POCH_CLI] [RANDOM_DEALS] [AGENT_DEALS] [RULESET...]
#
# With ruleset ids, only those; run two at once on two cores, each with
# half of the rulesets.
set -euo pipefail
cli=${1:-build/app/cli/poch-cli}
random_deals=${2:-1000000}
agent_deals=${3:-10000}
only=" ${*:4} "

echo "| ruleset | players | random deals | deals/s | checks | with the computer's players | deals/s | checks |"
echo "|---|---|---|---|---|---|---|---|"
"$cli" rules | grep -E '^[a-z0-9-]+ .*\(([0-9]+) to ([0-9]+) players' | while read -r line; do
    id=${line%% *}
    [ "$only" = "  " ] || [[ "$only" == *" $id "* ]] || continue
    low=$(sed -E 's/.*\(([0-9]+) to ([0-9]+) players.*/\1/' <<<"$line")
    high=$(sed -E 's/.*\(([0-9]+) to ([0-9]+) players.*/\2/' <<<"$line")
    for ((n = low; n <= high; n++)); do
        row="| $id | $n"
        for mode in random agents; do
            if [ "$mode" = random ]; then deals=$random_deals; extra=(); else deals=$agent_deals; extra=(--agents); fi
            if ! out=$("$cli" simulate --ruleset "$id" --players "$n" --deals "$deals" --seed 20261123 "${extra[@]}" 2>&1); then
                echo "$row | BROKEN ($mode): $out"
                exit 1
            fi
            rate=$(grep -oE '[0-9]+ deals per second' <<<"$out" | cut -d' ' -f1)
            checks=$(grep -oE 'invariants: [0-9]+ checks, none broken' <<<"$out" | cut -d' ' -f2)
            [ -n "$checks" ] || { echo "$row | no invariant report ($mode): $out"; exit 1; }
            row="$row | $deals | $rate | $checks"
        done
        echo "$row |"
    done
done
