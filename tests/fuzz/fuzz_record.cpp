// Any bytes as a game record: the reader either refuses them with a
// RecordError or reads a record that writes back to the same record, and
// whatever it reads replays without crashing, to a state that keeps every
// invariant. The replayer's report on them, what `poch-cli replay`
// prints, is made without throwing.
#include "poch/game_record.h"
#include "poch/invariants.h"
#include "poch/replay.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)poch::replayReport(poch::replayText(text));
    poch::GameRecord record;
    try {
        record = poch::parseRecord(text);
    } catch (const poch::RecordError&) {
        return 0;
    }
    if (!(poch::parseRecord(poch::writeRecord(record)) == record)) {
        std::fprintf(stderr, "a record does not read back the same after writing\n");
        std::abort();
    }
    const poch::ReplayResult replayed = poch::replay(record);
    if (!replayed.error) poch::InvariantChecker::checkState(*replayed.state);
    return 0;
}
