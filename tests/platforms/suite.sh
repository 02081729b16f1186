#!/usr/bin/env bash
# The commands every build of poch-cli runs for tests/platforms/run.sh, with
# fixed seeds, each output kept in OUT (which is emptied first):
#
#   tests/platforms/suite.sh OUT POCH_CLI...   # e.g. OUT wine64 poch-cli.exe
#
# Everything runs inside OUT with relative paths, so that no output names
# a folder of this machine. OUT/commands lists each output file and the
# command that made it (tab-separated), in the order they were made.
# Timings (simulate's deals per second, the tournament's seconds and
# decision times) are taken out; everything else is kept as printed.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
data=$(cd "$here/../data" && pwd)
out=$1
shift
cli=("$@")
cli[-1]=$(realpath "${cli[-1]}")
rm -rf "$out"
mkdir -p "$out"
cd "$out"
: >commands

# step NAME ARGS...: poch-cli ARGS, its standard output, error and exit
# status kept as NAME.out, NAME.err, NAME.status. Standard input is
# /dev/null unless STDIN names a file.
step() {
    local name=$1
    shift
    local status=0
    "${cli[@]}" "$@" <"${STDIN:-/dev/null}" >"$name.out" 2>"$name.err" || status=$?
    # poch-cli never fails without saying why; a run that does is the
    # machine's, not the program's (seen once under Wine: exit 1, nothing
    # printed, and the same command right after gave the same bytes as
    # Linux). It is run once more, and said so; failing silently twice
    # stands, and is compared as it is.
    if [ "$status" != 0 ] && [ ! -s "$name.out" ] && [ ! -s "$name.err" ]; then
        echo "platforms: ${cli[*]} $* failed with status $status and printed nothing; run once more" >&2
        status=0
        "${cli[@]}" "$@" <"${STDIN:-/dev/null}" >"$name.out" 2>"$name.err" || status=$?
    fi
    echo "$status" >"$name.status"
    local shown="poch-cli $*${STDIN:+ < $STDIN}"
    printf '%s\t%s\n' "$name.out" "$shown" "$name.err" "$shown" "$name.status" "$shown" >>commands
}

# A record written by the last step.
made() { printf '%s\t%s\n' "$1" "$(tail -n1 commands | cut -f2-)" >>commands; }

untimed() { # FILE: the timing figures taken out
    sed -i -E -e '/^[0-9.]+ s, [0-9]+ deals per second$/d' -e 's/, [0-9.]+ s$//' \
        -e 's/, median [0-9.]+ ms, max [0-9.]+ ms$//' "$1"
}

# The records of tests/data/, copied so that they are named relatively.
mkdir -p data
(cd "$data" && find . -name '*.json' -print0 | sort -z | xargs -0 cp --parents -t "$out/data")

step rules rules
step rules-json rules --json

# Every ruleset and player count: random play (invariants checked), the
# first match recorded; and the computer's players at the fewest and the
# most players (seat 3 is an Expert).
mapfile -t rulesets < <(grep -E '^[a-z0-9-]+ .*\(([0-9]+) to ([0-9]+) players' rules.out)
if [ "$(cat rules.status)" != 0 ] || [ "${#rulesets[@]}" -eq 0 ]; then
    echo "platforms: ${cli[*]} rules lists no rulesets: $(head -c 500 rules.err)" >&2
    exit 1
fi
index=0
for line in "${rulesets[@]}"; do
    id=${line%% *}
    low=$(sed -E 's/.*\(([0-9]+) to ([0-9]+) players.*/\1/' <<<"$line")
    high=$(sed -E 's/.*\(([0-9]+) to ([0-9]+) players.*/\2/' <<<"$line")
    index=$((index + 1))
    for ((n = low; n <= high; n++)); do
        step "sim-$id-$n" simulate --ruleset "$id" --players "$n" --deals 150 --seed $((2300 + 10 * index + n)) \
            --record "sim-$id-$n.json"
        untimed "sim-$id-$n.out"
        made "sim-$id-$n.json"
    done
    for n in "$low" "$high"; do
        [ -e "agents-$id-$n.json" ] && continue
        step "agents-$id-$n" simulate --ruleset "$id" --players "$n" --deals 2 --seed $((4600 + 10 * index + n)) \
            --agents --record "agents-$id-$n.json"
        untimed "agents-$id-$n.out"
        made "agents-$id-$n.json"
    done
    # The Expert against the other levels on duplicate deals.
    step "tournament-$id" tournament --ruleset "$id" --seats expert,standard,beginner --deals 2 \
        --seed $((6900 + index)) --threads 2
    untimed "tournament-$id.out"
done
step tournament-poch-4 tournament --ruleset poch --seats expert,expert,standard,beginner --deals 3 --seed 11 --threads 2
untimed tournament-poch-4.out

# What the Expert's search makes of a few moments: its figures are sums of
# weighted doubles, printed to the last digit. The first actions of each
# game the computer's players played above (some are not a decision, and
# say so), and moments of the records in tests/data/.
for f in agents-*.json; do
    for a in 1 2 3 4 5 6; do
        step "analyse-${f%.json}-1-$a" analyse "$f" --deal 1 --action "$a" --guesses 60 --seed "$a"
    done
done
step analyse-poch-1-2 analyse data/poch-4p-hands.json --deal 1 --action 2
step analyse-poch-1-5 analyse data/poch-4p-hands.json --deal 1 --action 5 --seed 7 --guesses 40
step analyse-sevens-1-20 analyse data/sevens-shared-win.json --deal 1 --action 20

# Every record replayed: the ones in tests/data/ (good and bad), the ones
# written above, one through standard input, and a file that is not there.
for f in $(find data -name '*.json' | sort) sim-*.json agents-*.json; do
    name=replay-$(tr '/' '-' <<<"${f%.json}")
    step "$name" replay "$f"
done
STDIN=data/poch-4p-hands.json step replay-stdin replay -
step replay-missing replay data/no-such-record.json
