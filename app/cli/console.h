// What poch-cli needs of the system where platforms differ: the arguments
// in UTF-8, standard streams that pass bytes unchanged, and files named in
// UTF-8. Everything poch-cli prints is then the same bytes on every
// platform, which tests/platforms/ checks.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace poch::cli {

// Call first. On Windows, standard input, output and error become binary,
// so that "\n" stays "\n" (not "\r\n") and a record read from standard
// input keeps its bytes; elsewhere there is nothing to do.
void useBinaryStandardStreams();

// The program's arguments in UTF-8 (on Windows from the wide command line,
// not the ANSI code page).
std::vector<std::string> utf8Arguments(int argc, char* argv[]);

// At most `limit` bytes of the file named in UTF-8, or of standard input
// for "-"; nothing, with `reason` set ("No such file or directory"), if it
// cannot be read.
std::optional<std::string> readInput(const std::string& path, std::size_t limit, std::string& reason);

// Writes the whole file or nothing: the text goes into a scratch file
// beside it, which then replaces it. False, with `reason` set, on failure.
bool saveFile(const std::string& path, std::string_view text, std::string& reason);

} // namespace poch::cli
