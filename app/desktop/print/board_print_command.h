// `poch --list-boards` and `poch --print-board ID ...`: the printable
// boards written to PDF or SVG without any window, for scripts and for
// people who only want the board.
#pragma once

#include <QString>

class QCommandLineParser;

namespace poch::app {

// Adds the options to the parser.
void addBoardPrintOptions(QCommandLineParser& parser);
// Whether the command line asks for one of these commands (before the
// application exists, so that it can be made without a display).
bool wantsBoardPrintCommand(int argc, char* argv[]);
// Runs the command the parser found; returns the exit status.
int runBoardPrintCommand(const QCommandLineParser& parser);
// Words refusing a printing option given without --print-board, which it
// goes with (the game started and the option was ignored); empty if none.
QString printOptionAlone(const QCommandLineParser& parser);

} // namespace poch::app
