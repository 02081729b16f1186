#include "console.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#ifndef NOMINMAX
#define NOMINMAX
#endif
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <shellapi.h>
#endif

namespace poch::cli {

namespace {
std::FILE* openFile(const std::string& utf8Path, bool write) {
#ifdef _WIN32
    const std::filesystem::path path(std::u8string(utf8Path.begin(), utf8Path.end()));
    return _wfopen(path.c_str(), write ? L"wb" : L"rb");
#else
    return std::fopen(utf8Path.c_str(), write ? "wb" : "rb");
#endif
}

// Replaces `to` by `from`, at once where the system can.
bool replaceFile(const std::string& from, const std::string& to) {
#ifdef _WIN32
    const std::filesystem::path f(std::u8string(from.begin(), from.end())), t(std::u8string(to.begin(), to.end()));
    return MoveFileExW(f.c_str(), t.c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH) != 0;
#else
    return std::rename(from.c_str(), to.c_str()) == 0;
#endif
}

void removeFile(const std::string& path) {
    std::error_code ignored;
    std::filesystem::remove(std::filesystem::path(std::u8string(path.begin(), path.end())), ignored);
}
} // namespace

void useBinaryStandardStreams() {
#ifdef _WIN32
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
#endif
}

std::vector<std::string> utf8Arguments(int argc, char* argv[]) {
#ifdef _WIN32
    int count = 0;
    if (LPWSTR* wide = CommandLineToArgvW(GetCommandLineW(), &count)) {
        std::vector<std::string> arguments;
        for (int i = 0; i < count; ++i) {
            const int bytes = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
            std::string utf8(static_cast<std::size_t>(bytes > 0 ? bytes : 1), '\0');
            if (bytes > 0) WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, utf8.data(), bytes, nullptr, nullptr);
            utf8.pop_back(); // the terminating null
            arguments.push_back(std::move(utf8));
        }
        LocalFree(wide);
        return arguments;
    }
#endif
    return std::vector<std::string>(argv, argv + argc);
}

std::optional<std::string> readInput(const std::string& path, std::size_t limit, std::string& reason) {
    const bool standardInput = path == "-";
    std::FILE* file = standardInput ? stdin : openFile(path, false);
    if (!file) {
        reason = std::strerror(errno);
        return std::nullopt;
    }
    std::string text;
    char buffer[65536];
    while (text.size() < limit) {
        const std::size_t n = std::fread(buffer, 1, std::min(sizeof buffer, limit - text.size()), file);
        text.append(buffer, n);
        if (n == 0) break;
    }
    const bool failed = std::ferror(file) != 0;
    if (failed) reason = std::strerror(errno);
    if (!standardInput) std::fclose(file);
    if (failed) return std::nullopt;
    return text;
}

bool saveFile(const std::string& path, std::string_view text, std::string& reason) {
    // Said before anything is written: the rename at the end failed on a
    // folder with "cannot replace it", which did not say why.
    std::error_code unknown;
    if (path.empty()) {
        reason = "no file name given";
        return false;
    }
    if (std::filesystem::is_directory(std::filesystem::path(std::u8string(path.begin(), path.end())), unknown)) {
        reason = "it is a folder";
        return false;
    }
    const std::string scratch = path + ".part";
    std::FILE* file = openFile(scratch, true);
    if (!file) {
        reason = std::strerror(errno);
        return false;
    }
    bool ok = std::fwrite(text.data(), 1, text.size(), file) == text.size();
    ok = std::fflush(file) == 0 && ok;
    if (!ok) reason = std::strerror(errno);
    if (std::fclose(file) != 0 && ok) {
        ok = false;
        reason = std::strerror(errno);
    }
    if (ok && !replaceFile(scratch, path)) {
        ok = false;
        reason = "cannot replace it";
    }
    if (!ok) removeFile(scratch);
    return ok;
}

} // namespace poch::cli
