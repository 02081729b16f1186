// poch-cli: replays and checks game records, lists the rulesets, and
// simulates matches. Each command parses its own options. It needs nothing
// but the engine (no Qt), so that it builds for every platform the engine
// does; tests/platforms/ runs it on Windows (under Wine) and with libc++.
#include "commands.h"
#include "console.h"
#include "text_format.h"

#include <iostream>

namespace {
const char* const kUsage =
    "Usage: poch-cli COMMAND [options]\n"
    "\n"
    "Commands:\n"
    "  replay FILE|-   check a game record and print the resulting state as JSON\n"
    "  analyse FILE --deal N --action M\n"
    "                  what each choice at that moment is worth, by the Expert's search\n"
    "  rules [--json]  list the rulesets, their player counts and options\n"
    "  simulate        play random matches, checking the invariants\n"
    "  tournament      computer opponents against each other on duplicate deals\n"
    "\n"
    "'poch-cli COMMAND --help' describes a command's options.\n";
} // namespace

int main(int argc, char* argv[]) {
    poch::cli::useBinaryStandardStreams();
    const std::vector<std::string> args = poch::cli::utf8Arguments(argc, argv);
    if (args.size() < 2) {
        std::cerr << kUsage;
        return 2;
    }
    const std::string& command = args[1];
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return 0;
    }
    if (command == "--version" || command == "-v") {
        std::cout << "poch-cli " POCH_VERSION "\n";
        return 0;
    }
    const poch::cli::Arguments rest(args.begin() + 2, args.end());
    if (command == "replay") return poch::cli::runReplay(rest);
    if (command == "analyse") return poch::cli::runAnalyse(rest);
    if (command == "rules") return poch::cli::runRules(rest);
    if (command == "simulate") return poch::cli::runSimulate(rest);
    if (command == "tournament") return poch::cli::runTournament(rest);
    std::cerr << "poch-cli: unknown command '" << poch::cli::oneLine(command) << "'\n" << kUsage;
    return 2;
}
