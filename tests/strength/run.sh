#!/usr/bin/env bash
# The strength table of the computer opponents: for every ruleset, one
# Standard against Beginners, one Expert against Standards, one Expert
# against today's Expert kept as expert-1, and the oracle (which sees
# every card) against Standards, on duplicate deals, with both cores.
# Prints a Markdown table of the mean chips won per deal (per match where a
# match is what is scored) with the 95% interval, and each level's
# decision times.
#
#   tests/strength/run.sh [poch-cli] [standard-deals] [expert-deals] [players] [oracle-deals] [pairings] [rulesets]
#
# `pairings` picks some of: standard-beginner expert-standard
# expert-expert1 oracle-standard (all four unless given); `rulesets` some
# ruleset ids (every ruleset unless given).
set -euo pipefail
cli=${1:-build/app/cli/poch-cli}
standard_deals=${2:-20000}
expert_deals=${3:-2000}
players=${4:-4}
oracle_deals=${5:-$expert_deals}
pairings=${6:-"standard-beginner expert-standard expert-expert1 oracle-standard"}
rulesets=${7:-$("$cli" rules --json | python3 -c 'import json,sys; print(" ".join(r["id"] for r in json.load(sys.stdin)["rulesets"]))')}

lineup() { # higher lower
    local seats=$1 i
    for ((i = 1; i < players; i++)); do seats+=",$2"; done
    echo "$seats"
}

# "  expert      0.030 ± 0.011   decisions 136726, median 0.144 ms, max 4.208 ms"
level_line() { grep -E "^  $1 " | head -1; }

echo "| ruleset | pairing | deals | higher level, chips per deal | lower level | higher: median / max ms | lower: median / max ms |"
echo "| --- | --- | ---: | --- | --- | --- | --- |"
for ruleset in $rulesets; do
    for pairing in $pairings; do
        case $pairing in
        standard-beginner) set -- standard beginner "$standard_deals" "Standard vs Beginner" ;;
        expert-standard) set -- expert standard "$expert_deals" "Expert vs Standard" ;;
        expert-expert1) set -- expert expert-1 "$expert_deals" "Expert vs expert-1" ;;
        oracle-standard) set -- oracle standard "$oracle_deals" "oracle vs Standard" ;;
        *) echo "unknown pairing $pairing" >&2; exit 2 ;;
        esac
        out=$("$cli" tournament --ruleset "$ruleset" --seats "$(lineup "$1" "$2")" --deals "$3" --seed 2026)
        hi=$(level_line "$1" <<<"$out")
        lo=$(level_line "$2" <<<"$out")
        field() { awk -v n="$2" '{print $n}' <<<"$1"; }
        echo "| $ruleset | $4 | $3 | $(field "$hi" 2) ± $(field "$hi" 4) | $(field "$lo" 2) ± $(field "$lo" 4) | $(field "$hi" 8) / $(field "$hi" 11) | $(field "$lo" 8) / $(field "$lo" 11) |"
    done
done
