#include "argument_parser.h"
#include "commands.h"
#include "console.h"
#include "text_format.h"

#include "poch/limits.h"
#include "poch/replay.h"

#include <iostream>

namespace poch::cli {

int runReplay(const Arguments& arguments) {
    ArgumentParser parser("poch-cli replay",
                          "Checks every action of a game record against the rules and prints the resulting state as "
                          "JSON.");
    parser.addPositional("file", "The record, or - for standard input.");
    if (!parser.parse(arguments)) {
        std::cerr << "poch-cli replay: " << oneLine(parser.error()) << "\n";
        return 2;
    }
    if (parser.helpWanted()) {
        std::cout << parser.helpText();
        return 0;
    }
    if (parser.positional().size() != 1) {
        std::cerr << "poch-cli replay: needs one file (a record, or - for standard input)\n";
        return 2;
    }

    const std::string& path = parser.positional().front();
    ReplayResult result;
    std::string reason;
    // One byte more than a record may be: enough to refuse a larger file
    // without reading all of it.
    if (const auto text = readInput(path, static_cast<std::size_t>(kLargestRecordBytes) + 1, reason))
        result = replayText(*text);
    else
        result.error = RecordError(RecordFault::Unreadable, "cannot read " + path + ": " + reason);
    std::cout << replayReport(result) << std::endl;
    if (result.error) {
        std::cerr << "poch-cli replay: ";
        if (result.error->deal() > 0) std::cerr << "deal " << result.error->deal();
        if (result.error->action() > 0) std::cerr << ", action " << result.error->action();
        if (result.error->deal() > 0) std::cerr << ": ";
        std::cerr << oneLine(result.error->what()) << "\n";
        return 2;
    }
    return 0;
}

} // namespace poch::cli
