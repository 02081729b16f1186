// Cards, packs, card sets and the seeded generator. The pinned numbers are
// what every platform and compiler must produce for these seeds: a change
// here would change every recorded seed's deals.
#include "poch/card_set.h"
#include "poch/pack.h"
#include "poch/random.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <QTest>

#include <string>

using namespace poch;

class TestCards : public QObject {
    Q_OBJECT

private slots:
    void codesRoundTrip() {
        for (int i = 0; i < 52; ++i) {
            const Card c = Card::fromIndex(i);
            QCOMPARE(Card::parse(c.code()), std::optional<Card>(c));
            QCOMPARE(c.code().size(), std::size_t{2});
        }
        QCOMPARE(Card(Suit::Diamonds, kNine).code(), std::string("9D"));
        QCOMPARE(Card(Suit::Hearts, kTen).code(), std::string("TH"));
    }
    void parsesTheSpellingsRecordsAllow() {
        QCOMPARE(Card::parse("10H"), std::optional<Card>(Card(Suit::Hearts, kTen)));
        QCOMPARE(Card::parse("as"), std::optional<Card>(Card(Suit::Spades, kAce)));
        QCOMPARE(Card::parse("qD"), std::optional<Card>(Card(Suit::Diamonds, kQueen)));
        for (const char* bad : {"", "A", "1H", "11H", "AX", "10", "ASS", "0H", "XH"})
            QVERIFY2(!Card::parse(bad).has_value(), bad);
    }
    void packs() {
        QCOMPARE(Pack::piquet32().size(), 32);
        QCOMPARE(Pack::short36().size(), 36);
        QCOMPARE(Pack::full52().size(), 52);
        QVERIFY(!Pack::piquet32().contains(Card(Suit::Clubs, kSix)));
        QVERIFY(Pack::short36().contains(Card(Suit::Clubs, kSix)));
        const Card eightOfDiamonds(Suit::Diamonds, kEight);
        const Card twoOfHearts(Suit::Hearts, kTwo);
        QCOMPARE(Pack::full52().without({eightOfDiamonds}).size(), 51);                // Pope Joan
        QCOMPARE(Pack::full52().without({eightOfDiamonds, twoOfHearts}).size(), 50);   // Spin
        QCOMPARE(Pack::full52().without(CardSet::ofRank(kSeven)).size(), 48);         // Peel's Newmarket
        QCOMPARE(Pack::piquet32().ordered().size(), std::size_t{32});
    }
    void cardSets() {
        CardSet set{Card(Suit::Clubs, kAce), Card(Suit::Spades, kTwo)};
        QCOMPARE(set.size(), 2);
        QVERIFY(set.contains(Card(Suit::Clubs, kAce)));
        QVERIFY(!set.contains(Card::none()));
        set.erase(Card(Suit::Clubs, kAce));
        QCOMPARE(set.size(), 1);
        QCOMPARE(set.first(), Card(Suit::Spades, kTwo));
        QCOMPARE(CardSet::ofSuit(Suit::Hearts).size(), 13);
        QCOMPARE(CardSet::ofRank(kKing).size(), 4);
        QCOMPARE((CardSet::ofSuit(Suit::Hearts) & CardSet::ofRank(kKing)).first(), Card(Suit::Hearts, kKing));
        int n = 0;
        Card previous = Card::fromIndex(0);
        for (Card c : Pack::full52().cards()) {
            if (n++ > 0) QVERIFY(previous < c);
            previous = c;
        }
        QCOMPARE(n, 52);
    }
    void generatorIsPinned() {
        Random zero(0);
        QCOMPARE(zero.next(), std::uint64_t{11091344671253066420ULL});
        Random one(1);
        QCOMPARE(one.next(), std::uint64_t{12966619160104079557ULL});
        const std::uint32_t expected[] = {27, 29, 20, 36, 7};
        for (std::uint32_t e : expected) QCOMPARE(one.below(52), e);
        Random big(20261122);
        QCOMPARE(big.next(), std::uint64_t{14859609121720106174ULL});
    }
    void drawsAreInRangeAndCoverIt() {
        Random r(99);
        int seen[7] = {};
        for (int i = 0; i < 7000; ++i) {
            const std::uint32_t v = r.below(7);
            QVERIFY(v < 7);
            ++seen[v];
        }
        for (int count : seen) QVERIFY(count > 800 && count < 1200);
        QCOMPARE(r.below(1), 0u);
    }
    void dealsArePinned() {
        // The first deal of seed 1 for four players, dealer seat 0.
        const auto rules = makeRuleset("poch", Options(), 4);
        Random random(1);
        const DealLayout deal = shuffledDeal(*rules, 0, random);
        auto hand = [](std::initializer_list<const char*> codes) {
            CardSet set;
            for (const char* c : codes) set.insert(*Card::parse(c));
            return set;
        };
        QCOMPARE(deal.hands[0], hand({"QC", "7D", "KD", "9H", "TH", "JH", "8S"}));
        QCOMPARE(deal.hands[1], hand({"JC", "8D", "TD", "QD", "AD", "QH", "7S", "9S"}));
        QCOMPARE(deal.hands[2], hand({"7C", "8C", "9C", "KC", "9D", "8H", "AH", "TS"}));
        QCOMPARE(deal.hands[3], hand({"TC", "AC", "JD", "7H", "JS", "QS", "KS", "AS"}));
        QCOMPARE(deal.turnup, *Card::parse("KH"));
        Random two(2);
        QCOMPARE(shuffledDeal(*rules, 0, two).turnup, *Card::parse("TC"));
        Random three(3);
        QCOMPARE(shuffledDeal(*rules, 0, three).turnup, *Card::parse("KH"));
    }
    void sameSeedSameShuffle() {
        Random a(123), b(123);
        std::array<int, 32> x{}, y{};
        for (int i = 0; i < 32; ++i) x[static_cast<std::size_t>(i)] = y[static_cast<std::size_t>(i)] = i;
        a.shuffle(std::span<int>(x));
        b.shuffle(std::span<int>(y));
        QCOMPARE(x, y);
        std::array<int, 32> sorted = x;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 32; ++i) QCOMPARE(sorted[static_cast<std::size_t>(i)], i);
    }
};

QTEST_APPLESS_MAIN(TestCards)
#include "tst_cards.moc"
