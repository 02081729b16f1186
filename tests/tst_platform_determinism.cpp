// What keeps a seed playing the same game on every platform, found by
// comparing the Linux, Windows (MinGW under Wine) and libc++ builds of
// poch-cli (tests/platforms/). Each fix is pinned here so that a platform
// where it does not hold fails at once, on GitHub's Windows and macOS
// runners too.
#include <QTest>

class TestPlatformDeterminism : public QObject {
    Q_OBJECT

private slots:
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
