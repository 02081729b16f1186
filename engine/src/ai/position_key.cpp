#include "position_key.h"

#include <bit>

namespace poch::ai {

namespace {
// splitmix64's finaliser: every bit of the input moves every bit of the key.
constexpr std::uint64_t avalanche(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// One multiply a word, two independent lanes (so the processor works on
// both at once), one avalanche at the end: the key is made at every
// searched position, so it must be cheap.
class Mixer {
public:
    void add(std::uint64_t v) {
        std::uint64_t& lane = lanes_[next_];
        lane = std::rotl((lane ^ v) * 0x9e3779b97f4a7c15ULL, 27);
        next_ ^= 1;
    }
    std::uint64_t value() const { return avalanche(lanes_[0] ^ avalanche(lanes_[1])); }

private:
    std::uint64_t lanes_[2] = {0x243f6a8885a308d3ULL, 0x13198a2e03707344ULL};
    int next_ = 0;
};

std::uint64_t cardByte(Card c) { return static_cast<std::uint64_t>(c.index()) & 0xff; }
std::uint64_t byte(std::int64_t v) { return static_cast<std::uint64_t>(v) & 0xff; }
std::uint64_t word(std::int32_t v) { return static_cast<std::uint64_t>(static_cast<std::uint32_t>(v)); }
} // namespace

std::uint64_t positionKey(const Table& t) {
    Mixer m;
    for (int s = 0; s < t.seats; ++s) m.add(t.hands[static_cast<std::size_t>(s)].bits());
    m.add(t.played.bits());
    m.add(t.laidAside.bits());
    const RunState& r = t.run;
    m.add(cardByte(r.next) | cardByte(r.inLieuOf) << 8 | cardByte(r.top) << 16 | byte(r.lastPlayer) << 24
          | byte(r.passes) << 32 | byte(t.current) << 40 | byte(static_cast<int>(t.phase)) << 48 | cardByte(t.stockTop) << 56);
    m.add(word(static_cast<std::int32_t>(t.dealFlags)) | cardByte(t.turnup) << 32);
    for (int s = 0; s < t.seats; s += 2)
        m.add(word(t.chips.seat[static_cast<std::size_t>(s)])
              | (s + 1 < t.seats ? word(t.chips.seat[static_cast<std::size_t>(s + 1)]) << 32 : 0));
    for (std::size_t p = 0; p < t.chips.pool.size(); p += 2)
        m.add(word(t.chips.pool[p]) | (p + 1 < t.chips.pool.size() ? word(t.chips.pool[p + 1]) << 32 : 0));
    m.add(word(t.chips.bets) | word(t.chips.bank) << 32);
    std::uint64_t lives = 0;
    for (int s = 0; s < t.seats; ++s) lives |= byte(t.lives[static_cast<std::size_t>(s)]) << (8 * s);
    m.add(lives);
    return m.value();
}

} // namespace poch::ai
