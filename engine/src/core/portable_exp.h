// e^x, the same bits on every platform. std::exp comes from the C
// library, and the C libraries disagree in the last bit: MinGW's and
// glibc's give different doubles for about one argument in a thousand.
// Where a computer player's choice rests on e^x, a last bit can turn it,
// and a seed would not play the same game on Windows as on Linux.
#pragma once

namespace poch {

// Within two units in the last place of the true value, for x from -708
// to 709 (0 below, infinity above); built from + - * / and exact scaling
// only, which IEEE 754 rounds alike everywhere (the engine is compiled
// without fused multiply-add for the same reason).
double portableExp(double x);

} // namespace poch
