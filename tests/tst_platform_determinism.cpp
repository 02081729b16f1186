// What keeps a seed playing the same game on every platform, found by
// comparing the Linux, Windows (MinGW under Wine) and libc++ builds of
// poch-cli (tests/platforms/). Each fix is pinned here so that a platform
// where it does not hold fails at once, on GitHub's Windows and macOS
// runners too.
#include "core/portable_exp.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>

using namespace poch;

class TestPlatformDeterminism : public QObject {
    Q_OBJECT

private slots:
    // The Expert's reading of Ranter-Go-Round weighs each guess by
    // 1 / (1 + e^(1.3 (v - 6.5))) for card values v from 1 to 13. std::exp
    // is the C library's: MinGW's and glibc's differ in the last bit for
    // about one argument in a thousand. portableExp gives these bits
    // everywhere.
    void portableExpIsTheSameEverywhere() {
        const std::uint64_t expected[13] = {
            0x3f49b7eac7d00330, 0x3f67979616647d9c, 0x3f85a44229e90d58, 0x3fa3da368521902d, 0x3fc236096a44340e,
            0x3fe0b499584682ea, 0x3ffea60e23ec4752, 0x401c1d6046f1bac3, 0x4039ca53b781114b, 0x4057a87960b9944e,
            0x4075b3c005beafca, 0x4093e86c7f83534f, 0x40b243129ecb6468,
        };
        for (int v = 1; v <= 13; ++v)
            QCOMPARE(std::bit_cast<std::uint64_t>(portableExp(1.3 * (v - 6.5))), expected[v - 1]);
        QVERIFY(portableExp(0.0) == 1.0);
        // e, one unit in the last place above the nearest double
        QCOMPARE(std::bit_cast<std::uint64_t>(portableExp(1.0)), std::uint64_t{0x4005bf0a8b14576a});
        QVERIFY(portableExp(-1000.0) == 0.0);
        QVERIFY(std::isinf(portableExp(1000.0)));
        QVERIFY(std::isnan(portableExp(std::nan(""))));
    }

    // And it is e^x: within two units in the last place of the C library's
    // over its whole range.
    void portableExpIsExp() {
        double worst = 0;
        for (int i = -708000; i <= 709000; i += 7) {
            const double x = i * 0.001;
            const double want = std::exp(x);
            const double ulp = std::nextafter(want, INFINITY) - want;
            worst = std::max(worst, std::abs(portableExp(x) - want) / ulp);
        }
        QVERIFY2(worst <= 2.0, qPrintable(QStringLiteral("%1 units in the last place").arg(worst)));
    }

    // The engine is compiled without fused multiply-add (PUBLIC, so its
    // inline code in this test too): the Expert's weighted sums differed in
    // their last digits between a build that fuses a * b + c (clang's
    // default wherever the processor can, as on every Mac with Apple
    // silicon) and one that does not. Here a * b is 1 - 2^-60, which
    // rounds to 1, so the sum is 0; fused, it would be -2^-60.
    void multiplyAndAddAreNotFused() {
        volatile double a = 1.0 + 0x1p-30;
        volatile double b = 1.0 - 0x1p-30;
        volatile double c = -1.0;
        const double x = a, y = b, z = c;
        // Exactly: QCOMPARE would take -2^-60 for 0.
        const double sum = x * y + z;
        QVERIFY2(sum == 0.0, qPrintable(QString::number(sum)));
    }
};

QTEST_MAIN(TestPlatformDeterminism)
#include "tst_platform_determinism.moc"
