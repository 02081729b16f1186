#include "core/portable_exp.h"

#include <cmath>
#include <limits>

namespace poch {

double portableExp(double x) {
    if (std::isnan(x)) return x;
    if (x > 709.0) return std::numeric_limits<double>::infinity();
    // Nor below the normal doubles, where scaling would round.
    if (x < -708.0) return 0.0;
    // x = k ln 2 + r with |r| <= ln 2 / 2; ln 2 in two parts (Cody and
    // Waite, the parts of fdlibm) so that k ln2Hi is exact.
    constexpr double kLn2Hi = 6.93147180369123816490e-01;
    constexpr double kLn2Lo = 1.90821492927058770002e-10;
    constexpr double kInvLn2 = 1.44269504088896338700e+00;
    const double k = std::floor(x * kInvLn2 + 0.5);
    const double r = (x - k * kLn2Hi) - k * kLn2Lo;
    // e^r by its Taylor series to r^16 / 16!, far below the last bit for
    // |r| <= 0.35, summed from the smallest term.
    double sum = 1.0;
    for (int n = 16; n >= 1; --n) sum = 1.0 + sum * r / n;
    // Times 2^k, which is exact.
    return std::ldexp(sum, static_cast<int>(k));
}

} // namespace poch
