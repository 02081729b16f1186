# Cross-compiling for 64-bit Windows with MinGW-w64, as Debian packages it
# (g++-mingw-w64-x86-64-posix: the posix thread model, which std::thread
# needs). tests/platforms/run.sh builds the engine and poch-cli with it:
#
#   cmake -S . -B build-mingw -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
#         -DPOCH_BUILD_APP=OFF -DPOCH_NLOHMANN_JSON_INCLUDE_DIR=<a folder holding nlohmann/>
#
# There is no Qt for MinGW here, hence POCH_BUILD_APP=OFF.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

# Libraries and headers from the MinGW tree only, never the host's.
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The C++ runtime and winpthreads linked in: the .exe runs on Windows (and
# under Wine) with no DLLs beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
