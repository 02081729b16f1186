// The log says why chips moved (issue 19, point 5): every payment carries
// its reason from the engine and its line says it; payments of one kind
// make one line, and so do antes alike and a player's stakes; a pot won
// from a pool of the board names that pool; a raise says what it reached.
// What happened in the play is tst_play_words.
#include "choice_words.h"
#include "elision.h"
#include "event_words_harness.h"
#include "event_steps.h"
#include "event_text.h"
#include "game_description.h"
#include "language.h"
#include "rule_texts.h"
#include "scripted_deal.h"
#include "test_rows.h"

#include "poch/agent.h"
#include "poch/match.h"
#include "poch/pool_cards.h"
#include "poch/registry.h"
#include "poch/simulation.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <utility>

using namespace poch;
using namespace poch::app;
using namespace poch::test;

class TestEventWords : public QObject {
    Q_OBJECT

private slots:
    void everyPaymentSaysWhy_data() {
        everyRuleset();
    }

    void everyPaymentSaysWhy() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int payments = 0;
        everyStep(info, std::max(info.minSeats, 4), [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type != EventType::Payment) continue;
                ++payments;
                QVERIFY2(static_cast<PaymentReason>(e.detail) != PaymentReason::Unsaid, "a payment without its reason");
            }
            // Each payment line says what it is for.
            for (const QString& line : lines)
                if (line.contains(QLatin1String(" pay")) && !line.contains(QLatin1String(" into ")) && !line.contains(QLatin1String(" on ")))
                    QVERIFY2(line.contains(QLatin1String(" for ")), qPrintable(line));
            // Payments of one kind to one player make one line.
            int toOneLines = 0;
            for (const QString& line : lines)
                if (line.contains(QLatin1String(" pays ")) && line.contains(QLatin1String("for the cards left"))
                    && !line.contains(QLatin1String("pays nothing")))
                    ++toOneLines;
            QVERIFY2(toOneLines <= 1, qPrintable(lines.join('\n')));
        });
        qInfo("%d payments", payments);
    }

    // Antes "on each" pool are antes on every pool: in Pope Joan's dressing
    // a player's share goes on some divisions only, and "pays 4 chips into
    // the pools, 2 chips on each" read as if every division had 2.
    void antesOnEachAreOnEveryPool_data() {
        everyRuleset();
    }

    void antesOnEachAreOnEveryPool() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        const int pools = static_cast<int>(info.pools.size());
        int onEach = 0;
        // At the fewest players too: Pope Joan's shares at three go on some
        // divisions only.
        for (const int seats : {info.minSeats, std::max(info.minSeats, 4)})
        everyStep(info, seats, [&](const Match&, const EventLog& step, const QStringList& lines) {
            QMap<int, int> antes;
            for (const Event& e : step)
                if (e.type == EventType::AntePaid && e.seat >= 0) ++antes[e.seat];
            for (const QString& line : lines) {
                const bool but = line.contains(QLatin1String(" on each but "));
                if (!line.contains(QLatin1String(" on each.")) && !but) continue;
                ++onEach;
                const QList<int> payers = payersOf(line);
                QVERIFY2(!payers.isEmpty(), qPrintable(line));
                for (const int seat : payers)
                    QVERIFY2(antes.value(seat) == pools - (but ? 1 : 0), qPrintable(QStringLiteral("%1 (antes on %2 of %3 pools)").arg(line).arg(antes.value(seat)).arg(pools)));
            }
        });
        qInfo("%d lines of antes on each pool", onEach);
    }

    // Players paying the same antes make one line: Saratoga at eight
    // players said "Player pays 4 chips into the pools, 1 chip on each."
    // eight times, one under the other. Every payer is still named.
    void theSameAntesMakeOneLine_data() { everyRuleset(); }

    void theSameAntesMakeOneLine() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        static const QRegularExpression verb(QStringLiteral(" (pays|puts|each pay|each put|dresses|each dress) "));
        int merged = 0, shared = 0; // lines naming several payers; steps where several paid
        everyStep(info, info.maxSeats, [&](const Match&, const EventLog& step, const QStringList& lines) {
            QSet<int> paid, named;
            for (const Event& e : step)
                if (e.type == EventType::AntePaid && e.seat >= 0) paid.insert(e.seat);
            shared += paid.size() > 1;
            QString before; // what the last line of antes said after its payers
            for (const QString& line : lines) {
                const QRegularExpressionMatch said = verb.match(line);
                const QList<int> payers = said.hasMatch() && !paid.isEmpty() ? payersOf(line) : QList<int>{};
                const QString amounts = payers.isEmpty() ? QString() : line.mid(said.capturedEnd());
                QVERIFY2(amounts.isEmpty() || amounts != before, qPrintable(lines.join('\n')));
                before = amounts;
                merged += payers.size() > 1;
                named.unite(QSet<int>(payers.begin(), payers.end()));
            }
            QVERIFY2(named.contains(paid), qPrintable(lines.join('\n')));
        });
        // Where players pay antes (not the stakes Newmarket's players
        // choose, nor the nine bowls' bank), they pay alike.
        QCOMPARE(merged > 0, shared > 0);
    }

    // The same antes paid by one player after another, and by a player
    // already named, as a window given them would tell them; Saratoga's
    // pools are its boodle cards, and so called.
    void antesOfOneKindNameEachPayerOnce() {
        const Match m(setupFor(*findRuleset("saratoga"), 4, 1));
        EventLog antes;
        for (const int seat : {1, 2, 3, 1, 0})
            for (int pool = 0; pool < 4; ++pool) {
                Event e = Event::of(EventType::AntePaid, seat);
                e.from = static_cast<AccountId>(seat);
                e.to = poolAccount(pool);
                e.chips = seat == 0 ? 2 : 1;
                antes.push_back(e);
            }
        const QString list = QLocale().createSeparatedList({QStringLiteral("S1"), QStringLiteral("S2"), QStringLiteral("S3")});
        QCOMPARE(describeEvents(antes, words(m)),
                 (QStringList{QStringLiteral("%1 each put 4 chips on the cards laid out, 1 chip on each.").arg(list),
                              QStringLiteral("S1 puts 4 chips on the cards laid out, 1 chip on each."),
                              QStringLiteral("S0 puts 8 chips on the cards laid out, 2 chips on each.")}));
    }

    // Spin's last winner pays nothing on Game, and the log says why, at
    // the deal's start only (a deal's summary is of wins).
    void aStakeLetOffIsSaid() {
        const Match m(setupFor(*findRuleset("spin"), 3, 1));
        Event e = Event::of(EventType::Excused, 2);
        e.detail = static_cast<std::uint8_t>(Excuse::StakeAsLastWinner);
        e.pool = 2; // Game
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("S2 won the last deal, and so pays nothing on Game."));
        int said = 0;
        everyStep(*findRuleset("spin"), 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& x : step)
                if (x.type == EventType::Excused && static_cast<Excuse>(x.detail) == Excuse::StakeAsLastWinner) {
                    ++said;
                    QVERIFY(lines.contains(QStringLiteral("S%1 won the last deal, and so pays nothing on Game.").arg(x.seat)));
                }
        });
        QVERIFY(said > 0);
    }

    // A player out of chips pays what they have for the cards left in
    // hand, and the rest is forgiven: the log says so (it only said what
    // the others paid, and a newcomer counting the cards left wondered).
    void aPaymentShortOfChipsIsSaid() {
        const Match m(setupFor(*findRuleset("poch"), 3, 1));
        Event e = Event::of(EventType::Excused, 2);
        e.detail = static_cast<std::uint8_t>(Excuse::ShortOfChips);
        e.chips = 1;
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("S2 has no chips left: 1 chip owed for the cards left in hand goes unpaid."));
        e.chips = 3;
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("S2 has no chips left: 3 chips owed for the cards left in hand go unpaid."));
        // Hoffmann's chip for a run ended, owed to the player who ended it.
        const Match hoffmann(setupFor(*findRuleset("poch-1810"), 3, 1));
        e.detail = static_cast<std::uint8_t>(Excuse::ShortOfChipsForRun);
        e.seats = 0b001;
        e.chips = 1;
        QCOMPARE(describeEvent(e, words(hoffmann)), QStringLiteral("S2 has no chips left: 1 chip owed to S0 for ending the run goes unpaid."));
        e.chips = 2;
        QCOMPARE(describeEvent(e, words(hoffmann)), QStringLiteral("S2 has no chips left: 2 chips owed to S0 for ending the run go unpaid."));
        // Le Poque's payment for holding the most cards, owed to one player.
        const Match poque(setupFor(*findRuleset("poque-1789"), 3, 1));
        e.detail = static_cast<std::uint8_t>(Excuse::ShortOfChipsForMostCards);
        e.seats = 0b010;
        e.chips = 1;
        QCOMPARE(describeEvent(e, words(poque)), QStringLiteral("S2 has no chips left: 1 chip owed to S1 for holding the most cards goes unpaid."));
        e.chips = 4;
        QCOMPARE(describeEvent(e, words(poque)), QStringLiteral("S2 has no chips left: 4 chips owed to S1 for holding the most cards go unpaid."));
    }

    // A match ended for want of chips names everyone short of them: with
    // two players out of chips, one was named and the other left unsaid.
    void everyPlayerShortOfChipsIsNamed() {
        const Match m(setupFor(*findRuleset("poch"), 4, 1));
        Event e = Event::of(EventType::MatchOver, 1);
        e.detail = static_cast<std::uint8_t>(MatchEnd::CannotPay);
        e.cannotPay = 0b0010;
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("The match is over: S1 has too few chips to play another deal."));
        // Listed as the language lists names ("S1 and S3").
        const auto listed = [](const QStringList& names) {
            return QStringLiteral("The match is over: %1 have too few chips to play another deal.").arg(QLocale().createSeparatedList(names));
        };
        e.cannotPay = 0b1010;
        QCOMPARE(describeEvent(e, words(m)), listed({QStringLiteral("S1"), QStringLiteral("S3")}));
        e.cannotPay = 0b1011;
        QCOMPARE(describeEvent(e, words(m)), listed({QStringLiteral("S0"), QStringLiteral("S1"), QStringLiteral("S3")}));
    }

    // A raise says what the bet reached, as the bettor's place shows it: a
    // raise war of two players read "Clara raises, putting in 4 chips."
    // twenty times over, and nobody could follow where the bets stood.
    void aRaiseSaysTheBetItReaches() {
        int raises = 0;
        for (const RulesetInfo* info : allRulesets()) {
            std::map<int, int> bet; // each seat's bets this deal, added up here
            everyStep(*info, std::max(info->minSeats, 4), [&](const Match&, const EventLog& step, const QStringList& lines) {
                for (const Event& e : step) {
                    if (e.type == EventType::DealStarted) bet.clear();
                    if (e.type != EventType::Bet) continue;
                    bet[e.seat] += e.chips;
                    QCOMPARE(e.total, bet[e.seat]);
                    if (static_cast<BetKind>(e.detail) != BetKind::Raise) continue;
                    ++raises;
                    // A first bet that raises is the whole bet: what it
                    // puts in goes without saying.
                    // With the last chip, it says so (the button said
                    // "All in"), and what it reached.
                    const QString said = e.allIn            ? QStringLiteral("S%1 goes all in, raising the bet to %2.").arg(e.seat).arg(chipsInWords(e.total))
                                         : e.total == e.chips ? QStringLiteral("S%1 raises to %2 chips.").arg(e.seat).arg(e.total)
                                                              : QStringLiteral("S%1 raises to %2 chips, putting in %3.").arg(e.seat).arg(e.total).arg(e.chips);
                    QVERIFY2(lines.contains(said), qPrintable(lines.join('\n')));
                }
            });
        }
        QVERIFY(raises > 0);
    }

    // A match by a player who had bet before says the bet matched and what
    // it cost: "Dad matches with 2 chips" after a raise to 4 read as a bet
    // of 2. A first match needs no more than its chips.
    void aMatchSaysTheBetItMatches() {
        int later = 0;
        for (const RulesetInfo* info : allRulesets()) {
            everyStep(*info, std::max(info->minSeats, 4), [&](const Match&, const EventLog& step, const QStringList& lines) {
                for (const Event& e : step) {
                    if (e.type != EventType::Bet || static_cast<BetKind>(e.detail) != BetKind::Call || e.allIn) continue;
                    const QString said = e.total > e.chips
                                             ? QStringLiteral("S%1 matches the bet of %2, putting in %3.").arg(e.seat).arg(chipsInWords(e.total)).arg(e.chips)
                                             : QStringLiteral("S%1 matches with %2.").arg(e.seat).arg(chipsInWords(e.chips));
                    later += e.total > e.chips ? 1 : 0;
                    QVERIFY2(lines.contains(said), qPrintable(said + QStringLiteral("\n---\n") + lines.join('\n')));
                }
            });
        }
        QVERIFY(later > 0);
    }

    // A bet of the bettor's last chip says so, as the button that made it
    // did ("All in (30)"); it was logged "raises to 30 chips", as if the
    // raiser could go on. Short stacks, so that it happens.
    void aBetOfTheLastChipSaysAllIn() {
        std::map<BetKind, int> seen;
        for (const RulesetInfo* info : allRulesets()) {
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                const int seats = std::max(info->minSeats, 3);
                MatchSetup setup = setupFor(*info, seats, seed);
                for (int i = 0; i < seats; ++i) setup.chips[static_cast<std::size_t>(i)] = 10 + 3 * (i % 3);
                playRandomly(setup, seed * 3, 4, [&](const Match& m, const EventLog& step) {
                    for (const Event& e : step) {
                        if (e.type != EventType::Bet || !e.allIn) continue;
                        const auto kind = static_cast<BetKind>(e.detail);
                        ++seen[kind];
                        const QString said = describeEvent(e, words(m));
                        if (kind == BetKind::Raise)
                            QCOMPARE(said, QStringLiteral("S%1 goes all in, raising the bet to %2.").arg(e.seat).arg(chipsInWords(e.total)));
                        else if (kind == BetKind::Open)
                            QCOMPARE(said, QStringLiteral("S%1 goes all in, betting %2.").arg(e.seat).arg(chipsInWords(e.chips)));
                        else if (kind == BetKind::Call)
                            QCOMPARE(said, QStringLiteral("S%1 goes all in, matching with %2.").arg(e.seat).arg(chipsInWords(e.chips)));
                    }
                });
            }
        }
        QVERIFY(seen[BetKind::Raise] > 0);
        QVERIFY(seen[BetKind::Call] > 0);
    }

    // The nine bowls' banker fills every bowl but the Pinke, and the log
    // says so in one short line: it listed the eight bowls, "into the pools".
    // An empty bowl won by its card: "S1 wins 0 chips from the Jack." was
    // said every deal once the bank had nothing left to fill the bowls.
    void anEmptyBowlWinsNothing() {
        const Match m(setupFor(*findRuleset("poch-bowls"), 3, 1));
        Event e = poolWon(1, 2, 0);
        const QString said = describeEvent(e, words(m));
        QVERIFY2(said.startsWith(QLatin1String("S1 wins nothing from ")) && said.endsWith(QLatin1String(": it is empty.")), qPrintable(said));
        e.chips = 3;
        QVERIFY2(describeEvent(e, words(m)).startsWith(QLatin1String("S1 wins 3 chips from ")), qPrintable(describeEvent(e, words(m))));
    }

    void theBankFillsTheBowls() {
        const RulesetInfo& info = *findRuleset("poch-bowls");
        int filled = 0;
        everyStep(info, 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            if (std::none_of(step.begin(), step.end(), [](const Event& e) { return e.type == EventType::AntePaid; })) return;
            ++filled;
            QVERIFY2(lines.contains(QStringLiteral("The bank puts 8 chips into the bowls, 1 chip in each but the Pinke.")), qPrintable(lines.join('\n')));
        });
        QVERIFY(filled > 0);
    }

    // Going out wins a Poch's play of the cards only, the pools and the
    // pot being won apart from it; elsewhere it wins the deal. "Anna is
    // out of cards and wins the deal" stood beside Bertram's win of the
    // pot (a tester).
    void goingOutWinsWhatItWins_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("wins");
        QTest::newRow("poch") << "poch" << "wins the play of the cards.";
        QTest::newRow("poch-1810") << "poch-1810" << "wins the play of the cards.";
        QTest::newRow("pope-joan") << "pope-joan" << "wins the deal.";
        QTest::newRow("newmarket") << "newmarket" << "wins the deal.";
    }
    void goingOutWinsWhatItWins() {
        QFETCH(QString, ruleset);
        QFETCH(QString, wins);
        int out = 0;
        everyStep(*findRuleset(ruleset.toStdString()), 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type != EventType::DealOver || e.seat < 0 || static_cast<DealEnd>(e.detail) != DealEnd::OutOfCards) continue;
                ++out;
                const QString said = QStringLiteral("S%1 is out of cards and %2").arg(e.seat).arg(wins);
                QVERIFY2(lines.contains(said), qPrintable(lines.join('\n')));
            }
        }, 3);
        QVERIFY(out > 0);
    }

    // Pochen's centre pool takes the bets: its winner wins that pool
    // ("wins 12 chips from the Centre pool"), in one line with the pool's
    // own chips.
    void aPotWonFromAPoolNamesThePool() {
        const RulesetInfo& info = *findRuleset("pochen");
        int pots = 0;
        everyStep(info, 4, [&](const Match& m, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type != EventType::PotWon || e.from < kPoolAccount || e.from >= kBetsAccount) continue;
                ++pots;
                const QString pool = words(m).poolName(e.from - kPoolAccount);
                QVERIFY(!pool.isEmpty());
                QVERIFY2(lines.join('\n').contains(QStringLiteral("from the %1").arg(pool)), qPrintable(lines.join('\n')));
                QVERIFY(!lines.join('\n').contains(QLatin1String("from the bets")));
                // Once: the pool's own chips won with the bets are in the
                // same sum (two lines read as one win told twice).
                if (static_cast<PotShare>(e.detail) == PotShare::Returned) continue;
                const QString winner = words(m).seatName(e.seat) + QStringLiteral(" wins ");
                const auto told = std::count_if(lines.begin(), lines.end(), [&](const QString& l) {
                    return l.startsWith(winner) && l.contains(QStringLiteral("from the %1").arg(pool));
                });
                QVERIFY2(told == 1, qPrintable(lines.join('\n')));
            }
        }, 20);
        QVERIFY(pots > 0);
    }

    // A bet that nobody matched comes back to its bettor, and the log says
    // so rather than that they won it (the nine bowls' Pinke when everyone
    // else passes): never more than they bet in the deal, and a pot that
    // others put chips in is won.
    // The deal's summary names what each player put on the board (antes,
    // stakes, bets not given back): every chip that left a seat for a
    // pool, the bets or the bank in the deal is in those lines, so that
    // they and the wins listed make each player's result (a tester found
    // "+51" listed under a result of "+39").
    // Pope Joan's board is dressed, as its sources and its rules page say:
    // the log and the summary called it antes, paid into the pools.
    void popeJoansBoardIsDressed() {
        const RulesetInfo& info = *findRuleset("pope-joan");
        QStringList said, paidIn;
        // Tables of every size, whose shares fall on one division or many.
        for (int seats = info.minSeats; seats <= info.maxSeats; ++seats) {
            EventLog deal;
            playRandomly(setupFor(info, seats, 3), 15, 3, [&](const Match& m, const EventLog& step) {
                said << app::describeEvents(step, words(m));
                deal.insert(deal.end(), step.begin(), step.end());
                if (endsDeal(step) && paidIn.isEmpty()) paidIn = app::describePaidIn(deal, words(m));
            });
        }
        const QString all = said.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String(" dresses the board with ")) || all.contains(QLatin1String(" dress the board with ")), qPrintable(all));
        QVERIFY2(!all.contains(QLatin1String("into the pools")), qPrintable(all));
        // Also where a player's whole share goes on one division: "puts 3
        // chips on Pope Joan" stood beside "dresses the board".
        static const QRegularExpression puts(QStringLiteral("\\b(puts?|each put) \\d+ chips? on "));
        QVERIFY2(!all.contains(puts), qPrintable(all));
        QVERIFY(!paidIn.isEmpty());
        QVERIFY2(paidIn.front().startsWith(QLatin1String("The board dressed: ")), qPrintable(paidIn.front()));
    }

    void everyChipPaidInIsListed_data() { everyRuleset(); }
    void everyChipPaidInIsListed() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        static const QRegularExpression each(QStringLiteral(": (\\d+) chips? each\\.$"));
        static const QRegularExpression seatPaid(QStringLiteral("\\bS(\\d+) (\\d+)\\b"));
        int deals = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            EventLog deal;
            playRandomly(setupFor(info, 4, seed), seed * 5, 12, [&](const Match& m, const EventLog& step) {
                deal.insert(deal.end(), step.begin(), step.end());
                if (!endsDeal(step)) return;
                std::array<int, kMaxSeats> out{};
                for (const Event& e : deal) {
                    if (e.movesChips() && e.from < kMaxSeats && e.to >= kPoolAccount) out[static_cast<std::size_t>(e.from)] += e.chips;
                    if (e.type == EventType::PotWon && static_cast<PotShare>(e.detail) == PotShare::Returned) out[static_cast<std::size_t>(e.to)] -= e.chips;
                }
                std::array<int, kMaxSeats> listed{};
                const QStringList lines = app::describePaidIn(deal, words(m));
                for (const QString& line : lines) {
                    if (const QRegularExpressionMatch all = each.match(line); all.hasMatch())
                        for (int s = 0; s < m.state().seats(); ++s) listed[static_cast<std::size_t>(s)] += all.captured(1).toInt();
                    else
                        for (auto it = seatPaid.globalMatch(line); it.hasNext();) {
                            const QRegularExpressionMatch one = it.next();
                            listed[static_cast<std::size_t>(one.captured(1).toInt())] += one.captured(2).toInt();
                        }
                }
                for (std::size_t s = 0; s < out.size(); ++s)
                    QVERIFY2(listed[s] == std::max(out[s], 0), qPrintable(QStringLiteral("S%1 put in %2, listed %3: ").arg(s).arg(out[s]).arg(listed[s]) + lines.join(QLatin1Char(' '))));
                deal.clear();
                ++deals;
            });
        }
        QVERIFY(deals > 3);
    }

    // Ranter-Go-Round's chip for a life lost is no stake: the summary of a
    // round after the first, which has no stakes, said "Antes paid: Anna 1".
    // The first round's chip is the stake its rules speak of, no ante
    // (a tester).
    void aChipForALifeIsNoAnte() {
        const Match m(setupFor(*findRuleset("ranter-go-round"), 4, 1));
        Event ante = Event::of(EventType::AntePaid, 0);
        ante.from = seatAccount(0);
        ante.to = poolAccount(0);
        ante.chips = 1;
        Event life = Event::of(EventType::AntePaid, 1);
        life.from = seatAccount(1);
        life.to = poolAccount(0);
        life.chips = 2;
        life.detail = static_cast<std::uint8_t>(AnteFor::LifeLost);
        QCOMPARE(app::describePaidIn(EventLog{life}, words(m)), QStringList{QStringLiteral("Paid into the pool for lives lost: S1 2.")});
        QCOMPARE(app::describePaidIn(EventLog{ante, life}, words(m)),
                 (QStringList{QStringLiteral("Paid into the pool for lives lost: S1 2."), QStringLiteral("Stakes placed: S0 1.")}));
        QCOMPARE(describeEvent(life, words(m)), QStringLiteral("S1 puts 2 chips into the pool for the life lost."));
    }

    // Saratoga's fixed chips on the cards laid out are stakes, as its rules
    // call them, not antes, and so are Spin's; Pope Joan's dress the board.
    void saratogasChipsOnTheCardsAreStakes() {
        Event ante = Event::of(EventType::AntePaid, 0);
        ante.from = seatAccount(0);
        ante.to = poolAccount(0);
        ante.chips = 4;
        const Match saratoga(setupFor(*findRuleset("saratoga"), 4, 1));
        QCOMPARE(app::describePaidIn(EventLog{ante}, words(saratoga)), QStringList{QStringLiteral("Stakes placed: S0 4.")});
        const Match popeJoan(setupFor(*findRuleset("pope-joan"), 4, 1));
        QCOMPARE(app::describePaidIn(EventLog{ante}, words(popeJoan)), QStringList{QStringLiteral("The board dressed: S0 4.")});
        // Spin's rules speak of stakes too: "Antes paid" read as poker's
        // (a tester).
        const Match spin(setupFor(*findRuleset("spin"), 4, 1));
        QCOMPARE(app::describePaidIn(EventLog{ante}, words(spin)), QStringList{QStringLiteral("Stakes placed: S0 4.")});
    }

    // The nine bowls' banker fills the bowls from the bank: the summary
    // said nothing of those chips, though the log did (a host).
    void theBanksChipsAreInTheSummary() {
        const Match bowls(setupFor(*findRuleset("poch-bowls"), 4, 1));
        Event filled = Event::of(EventType::AntePaid, 0);
        filled.from = kBankAccount;
        filled.to = poolAccount(0);
        filled.chips = 1;
        EventLog events;
        for (int bowl = 0; bowl < 8; ++bowl) {
            filled.to = poolAccount(bowl);
            events.push_back(filled);
        }
        QCOMPARE(app::describePaidIn(events, words(bowls)), QStringList{QStringLiteral("The bank filled the bowls: 8 chips.")});
    }

    // A King that refuses an exchange says whose, and that the asker keeps
    // their card: the log said "Clara shows the King of spades. Bertram
    // keeps.", and never that Bertram had asked.
    void aRefusedExchangeIsSaid() {
        const Match m(setupFor(*findRuleset("ranter-go-round"), 4, 1));
        Event kept = Event::of(EventType::Kept, 1);
        QCOMPARE(describeEvent(kept, words(m)), QStringLiteral("S1 keeps."));
        kept.detail = static_cast<std::uint8_t>(KeptBecause::KingRefused);
        kept.seats = 1 << 2;
        QCOMPARE(describeEvent(kept, words(m)), QStringLiteral("S2 refuses S1's exchange with the King, so S1 keeps their card."));
        kept = Event::of(EventType::Kept, 0);
        kept.detail = static_cast<std::uint8_t>(KeptBecause::KingOnStock);
        QCOMPARE(describeEvent(kept, words(m)), QStringLiteral("A King on the stock is not taken: S0 keeps their card."));
        // The King's holder then has no turn, which is no keeping chosen
        // (the log said "Dietrich keeps.", against the rules page).
        kept = Event::of(EventType::Kept, 2);
        kept.detail = static_cast<std::uint8_t>(KeptBecause::ShowedKing);
        QCOMPARE(describeEvent(kept, words(m)), QStringLiteral("S2 showed a King, and has no turn this round."));
    }

    // French elides "de" and "que" before a name that begins with a
    // vowel: "l'échange de Amélie" was said at every turn of Ranter-Go-
    // Round's players named so. Before other names, and in the other
    // languages, nothing changes.
    void aNameAfterDeIsElidedInFrench() {
        QVERIFY(Language::install(QStringLiteral("fr")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        const Match m(setupFor(*findRuleset("ranter-go-round"), 4, 1));
        EventWords w = words(m);
        const QStringList names{QStringLiteral("Bruno"), QStringLiteral("Amélie"), QStringLiteral("Emma"), QStringLiteral("Hugo")};
        w.seatName = [names](int seat) { return names.value(seat); };
        Event kept = Event::of(EventType::Kept, 1);
        kept.detail = static_cast<std::uint8_t>(KeptBecause::KingRefused);
        kept.seats = 1 << 2;
        const QString said = describeEvents(EventLog{kept}, w).join(QLatin1Char(' '));
        QVERIFY2(said.contains(QStringLiteral("d'Amélie")) && !said.contains(QStringLiteral("de Amélie")), qPrintable(said));
        kept.seat = 0;
        QVERIFY2(describeEvents(EventLog{kept}, w).join(QLatin1Char(' ')).contains(QStringLiteral("de Bruno")), "no elision before a consonant");
        QCOMPARE(elided(QStringLiteral("Revue des décisions de Emma, ce que Amélie voyait, de Hugo.")),
                 QStringLiteral("Revue des décisions d'Emma, ce qu'Amélie voyait, de Hugo."));
        // A lower-case word is the translator's, elided there already or not
        // to be ("de un" is not French the app writes).
        QCOMPARE(elided(QStringLiteral("garde Anna, de as")), QStringLiteral("garde Anna, de as"));
        Language::install(QStringLiteral("en"));
        QCOMPARE(elided(QStringLiteral("de Amélie")), QStringLiteral("de Amélie"));
    }

    void aBetNobodyMatchedIsTakenBack_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"poch-bowls", "poch", "pochen", "poque-1789", "poch-1810"}) QTest::newRow(id) << QString::fromLatin1(id);
    }

    void aBetNobodyMatchedIsTakenBack() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int returned = 0;
        int won = 0;
        std::array<std::int32_t, kMaxSeats> bet{};
        everyStep(info, 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type == EventType::DealStarted) bet = {};
                if (e.type == EventType::Bet) bet[static_cast<std::size_t>(e.seat)] += e.chips;
                if (e.type != EventType::PotWon) continue;
                const QString who = QStringLiteral("S%1 ").arg(e.seat);
                if (static_cast<PotShare>(e.detail) == PotShare::Returned) {
                    ++returned;
                    QVERIFY(e.chips <= bet[static_cast<std::size_t>(e.seat)]);
                    const QString said = who + QStringLiteral("takes back %1 that nobody matched.").arg(e.chips == 1 ? QStringLiteral("1 chip") : QStringLiteral("%1 chips").arg(e.chips));
                    QVERIFY2(lines.contains(said), qPrintable(lines.join('\n')));
                } else {
                    ++won;
                    QVERIFY2(lines.join('\n').contains(who + QStringLiteral("wins")), qPrintable(lines.join('\n')));
                }
            }
        }, 20);
        qInfo("%d bets taken back, %d pots won", returned, won);
        QVERIFY(won > 0);
        if (ruleset == QLatin1String("poch-bowls")) QVERIFY(returned > 0);
    }

    // Ranter-Go-Round's one pool is "the pool" in a sentence, not a name
    // on a board: "S1 puts 1 chip on Pool." read like a misprint.
    void theOnePoolIsThePool() {
        const RulesetInfo& info = *findRuleset("ranter-go-round");
        int said = 0;
        everyStep(info, 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const QString& line : lines) {
                QVERIFY2(!line.contains(QLatin1String("Pool")), qPrintable(line));
                said += line.contains(QLatin1String("the pool"));
            }
            for (const Event& e : step)
                if (e.type == EventType::AntePaid)
                    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                                         [&](const QString& line) {
                                             return payersOf(line).contains(e.seat)
                                                    && (line.endsWith(QLatin1String(" puts 1 chip into the pool."))
                                                        || line.endsWith(QLatin1String(" each put 1 chip into the pool.")));
                                         }),
                             qPrintable(lines.join('\n')));
        });
        QVERIFY(said > 0);
    }

    // Where the pools are cards, a pool is spoken of as the card is
    // everywhere else in the log: "2 on the King of hearts", "wins 4 chips
    // from the Ace of spades", never "on King of hearts".
    void aPoolCardIsTheCard_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"newmarket", "saratoga", "sevens"}) QTest::newRow(id) << QString::fromLatin1(id);
    }

    void aPoolCardIsTheCard() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int said = 0;
        everyStep(info, 4, [&](const Match& m, const EventLog& step, const QStringList& lines) {
            const QString all = lines.join('\n');
            for (const Event& e : step) {
                if (e.type != EventType::Staked && e.type != EventType::AntePaid && e.type != EventType::PoolWon
                    && e.type != EventType::PoolCarried)
                    continue;
                // Antes on every pool alike name none ("1 chip on each").
                if (e.type == EventType::AntePaid && all.contains(QLatin1String(" on each.")) && !all.contains(QLatin1String(" but ")))
                    continue;
                const AccountId account = e.type == EventType::PoolWon ? e.from : e.to;
                const int pool = e.type == EventType::PoolCarried ? e.pool : account - kPoolAccount;
                const QString name = texts::cardName(poolCard(m.state().table().poolCards, pool));
                QVERIFY2(!name.isEmpty(), qPrintable(all));
                QVERIFY2(all.contains(QStringLiteral("the ") + name), qPrintable(all));
                ++said;
            }
            for (const QString& line : lines)
                for (const char* bare : {" on Ace", " on King", " on Queen", " on Jack", " from Ace", " from King", " from Queen", " from Jack", " but "})
                    QVERIFY2(!line.contains(QLatin1String(bare)) || line.contains(QLatin1String(" but the ")), qPrintable(line));
        });
        QVERIFY(said > 0);
    }

    // A language gives each rank of pool card its own article: French says
    // "sur l'As de pique", "sur la Dame de carreau".
    void aPoolCardTakesItsArticle() {
        QVERIFY(Language::install(QStringLiteral("fr")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QCOMPARE(texts::cardInSentence(card("AS")), QStringLiteral("l'As de pique"));
        QCOMPARE(texts::cardInSentence(card("KC")), QStringLiteral("le Roi de trèfle"));
        QCOMPARE(texts::cardInSentence(card("QD")), QStringLiteral("la Dame de carreau"));
        QCOMPARE(texts::cardInSentence(card("JH")), QStringLiteral("le Valet de cœur"));
        QCOMPARE(texts::cardInSentence(card("7H")), QStringLiteral("le sept de cœur"));
        Language::install(QStringLiteral("de"));
        QCOMPARE(texts::cardInSentence(card("QD")), QStringLiteral("Karo-Dame"));
        // And so in the log of a stake.
        Language::install(QStringLiteral("fr"));
        const RulesetInfo& info = *findRuleset("newmarket");
        int said = 0;
        everyStep(info, 4, [&](const Match& m, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step)
                if (e.type == EventType::Staked) {
                    const Card c = poolCard(m.state().table().poolCards, e.to - kPoolAccount);
                    QVERIFY2(lines.join('\n').contains(texts::cardInSentence(c)), qPrintable(lines.join('\n')));
                    ++said;
                }
        }, 1);
        QVERIFY(said > 0);
    }

    // A board's division named for a card or a place takes its article in
    // a sentence, as the rules pages write it: "wins 6 chips from the
    // Ace", "from the Centre pot", "1 on the Knave", never "from Centre
    // pot"; those named for a combination or the game do not ("2 on
    // Matrimony"). Every ruleset with a board of named divisions, random
    // play: each line that moves chips on or off a division names it so.
    void aDivisionTakesItsArticle_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"poch", "poch-bowls", "pochen", "poque-1789", "poch-1810", "pope-joan", "spin"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void aDivisionTakesItsArticle() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        static const QSet<QString> bare = {QStringLiteral("Marriage"), QStringLiteral("Sequence"), QStringLiteral("Pope Joan"),
                                           QStringLiteral("Matrimony"), QStringLiteral("Intrigue"), QStringLiteral("Game")};
        QSet<QString> said;
        everyStep(info, 4, [&](const Match& m, const EventLog& step, const QStringList& lines) {
            const QString all = lines.join('\n');
            for (const Event& e : step) {
                // The bets and the bank are no division.
                const auto division = [](AccountId a) { return a >= kPoolAccount && a < kBetsAccount ? a - kPoolAccount : -1; };
                int pool = -1;
                if (e.type == EventType::PoolWon || e.type == EventType::PotWon) pool = division(e.from);
                if (e.type == EventType::AntePaid || e.type == EventType::Staked) pool = division(e.to);
                if (e.type == EventType::PoolCarried) pool = e.pool;
                // A bet taken back names no pool ("takes back … that nobody matched").
                if (e.type == EventType::PotWon && static_cast<PotShare>(e.detail) == PotShare::Returned) continue;
                if (pool < 0) continue;
                const QString name = texts::poolName(ruleset, QString::fromStdString(m.state().poolId(pool)));
                const QString inSentence = bare.contains(name) ? name : QStringLiteral("the ") + name;
                // Antes on every division alike name none ("1 chip on each",
                // the nine bowls' "1 chip in each but the Pinke").
                if (e.type == EventType::AntePaid && (all.contains(QLatin1String(" on each.")) || all.contains(QLatin1String(" in each but "))))
                    continue;
                QVERIFY2(all.contains(inSentence), qPrintable(name + QStringLiteral(": ") + all));
                said.insert(inSentence);
            }
            for (const QString& line : lines)
                for (const char* name : {"Ace", "King", "Queen", "Jack", "Knave", "Ten", "Pocher", "Centre pot", "Centre pool", "Poch",
                                         "Pinke", "Poque"})
                    for (const char* before : {" on ", " from ", " but "})
                        QVERIFY2(!line.contains(QLatin1String(before) + QLatin1String(name)), qPrintable(line));
        });
        qInfo() << said.values();
        QVERIFY(said.size() > 1);
    }

    // Each language its own article, or none: French "l'As", "la case du
    // milieu" (a description more than a name, lower case as the glossary
    // has it); German, whose article changes with the sentence, the name.
    void aDivisionTakesItsArticleInEachLanguage() {
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QVERIFY(Language::install(QStringLiteral("fr")));
        QCOMPARE(texts::poolInSentence(QStringLiteral("poch"), QStringLiteral("ace")), QStringLiteral("l'As"));
        QCOMPARE(texts::poolInSentence(QStringLiteral("poch"), QStringLiteral("pot")), QStringLiteral("le pot du milieu"));
        QCOMPARE(texts::poolInSentence(QStringLiteral("pochen"), QStringLiteral("pot")), QStringLiteral("la case du milieu"));
        QCOMPARE(texts::poolInSentence(QStringLiteral("pope-joan"), QStringLiteral("jack")), QStringLiteral("le Valet"));
        QCOMPARE(texts::poolInSentence(QStringLiteral("pope-joan"), QStringLiteral("pope")), QStringLiteral("le Pape"));
        QVERIFY(Language::install(QStringLiteral("de")));
        QCOMPARE(texts::poolInSentence(QStringLiteral("poch"), QStringLiteral("ace")), QStringLiteral("Ass"));
        QCOMPARE(texts::poolInSentence(QStringLiteral("pope-joan"), QStringLiteral("pope")), QStringLiteral("Papst"));
        // Every division of every board has its words in both languages.
        for (const RulesetInfo* info : allRulesets())
            for (const std::string& pool : info->pools) {
                if (Card::parse(pool)) continue;
                for (const char* language : {"de", "fr"}) {
                    QVERIFY(Language::install(QString::fromLatin1(language)));
                    const QString said = texts::poolInSentence(QString::fromStdString(info->id), QString::fromStdString(pool));
                    QVERIFY2(!said.isEmpty() && !said.startsWith(QLatin1String("the ")), qPrintable(QString::fromStdString(info->id + " " + pool)));
                }
            }
    }

    // ... and a pool that is a card as the log does: "the King of hearts",
    // while a board's division keeps its name.
    void adviceCallsAPoolCardAsTheLogDoes() {
        const ActionList none;
        const Match newmarket(setupFor(*findRuleset("newmarket"), 4, 1));
        Action stake;
        stake.kind = ActionKind::Stake;
        stake.pool = 2;
        stake.chips = 3;
        const QString card = texts::cardName(poolCard(newmarket.state().table().poolCards, 2));
        QCOMPARE(ChoiceWords::of(stake, newmarket.state(), none), QStringLiteral("Stake 3 on the %1.").arg(card));
        QCOMPARE(ChoiceWords::done(stake, newmarket.state(), none), QStringLiteral("Staked 3 on the %1").arg(card));
        const Match spin(setupFor(*findRuleset("spin"), 4, 1));
        stake.pool = 0;
        QCOMPARE(ChoiceWords::of(stake, spin.state(), none),
                 QStringLiteral("Stake 3 on %1.").arg(texts::poolName(QStringLiteral("spin"), QString::fromStdString(spin.state().poolId(0)))));
    }

    // One player paying several the same: French repeats its preposition
    // before each of them ("à S1 et à S2"); "paie à S1 et S2 4 jetons
    // chacun" read clumsily (a tester). English and German say it once.
    void thosePaidEachTakeThePreposition() {
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        const Match m(setupFor(*findRuleset("poque-1789"), 4, 1));
        EventLog paid;
        for (int to : {1, 2}) {
            Event e = Event::of(EventType::Payment, 0);
            e.from = seatAccount(0);
            e.to = seatAccount(to);
            e.chips = 4;
            e.detail = static_cast<std::uint8_t>(PaymentReason::MostCards);
            paid.push_back(e);
        }
        const auto said = [&](const char* language) {
            Language::install(QString::fromLatin1(language));
            return describeEvents(paid, words(m)).join(QLatin1Char('|'));
        };
        QCOMPARE(said("en"), QStringLiteral("S0 pays 4 chips each to S1 and S2 for holding the most cards."));
        const QString french = said("fr");
        QVERIFY2(french.startsWith(QStringLiteral("S0 paie 4 jetons chacun à S1 et à S2 ")), qPrintable(french));
        const QString german = said("de");
        QVERIFY2(german.startsWith(QStringLiteral("S0 zahlt je 4 Marken an S1 und S2 ")), qPrintable(german));
    }

    // Spin: whoever never played Spin pays double for the cards left, and
    // the line says so beside that player's figure, in the one line of the
    // cards left.
    void spinKeptIsSaidToPayDouble() {
        auto payment = [](int from, int chips, PaymentReason why) {
            Event e = Event::of(EventType::Payment, from);
            e.from = seatAccount(from);
            e.to = seatAccount(0);
            e.chips = chips;
            e.detail = static_cast<std::uint8_t>(why);
            return e;
        };
        const Match m(setupFor(*findRuleset("spin"), 4, 1));
        QStringList lines = describeEvents(EventLog{payment(1, 3, PaymentReason::CardsLeft),
                                                    payment(2, 12, PaymentReason::CardsLeftSpinKept),
                                                    payment(3, 4, PaymentReason::CardsLeft)},
                                           words(m));
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.front(), QStringLiteral("S0 is paid 19 chips for the cards left in hand: S1 3, S2 12 (double: never played Spin), S3 4."));
        // Equal figures are not said as "each": one of them is double.
        lines = describeEvents(EventLog{payment(1, 4, PaymentReason::CardsLeft), payment(2, 4, PaymentReason::CardsLeftSpinKept)}, words(m));
        QCOMPARE(lines.front(), QStringLiteral("S0 is paid 8 chips for the cards left in hand: S1 4, S2 4 (double: never played Spin)."));
        // Alone, the reason says it.
        lines = describeEvents(EventLog{payment(2, 6, PaymentReason::CardsLeftSpinKept)}, words(m));
        QCOMPARE(lines.front(), QStringLiteral("S2 pays 6 chips to S0 for the cards left in hand, double for never playing Spin."));
    }

    // Spin: three Kings played, each paid for by the others, as the deal's
    // summary lists them one after the other: a line for each King, not
    // one line naming every payer three times.
    void eachPayerIsNamedOnceInALine() {
        auto king = [](int from) {
            Event e = Event::of(EventType::Payment, from);
            e.from = seatAccount(from);
            e.to = seatAccount(0);
            e.chips = 1;
            e.detail = static_cast<std::uint8_t>(PaymentReason::King);
            return e;
        };
        const Match m(setupFor(*findRuleset("spin"), 3, 1));
        const QStringList lines = describeEvents(EventLog{king(1), king(2), king(1), king(2), king(1), king(2)}, words(m));
        const QString each = QStringLiteral("%1 each pay S0 1 chip for the King.").arg(QLocale().createSeparatedList({QStringLiteral("S1"), QStringLiteral("S2")}));
        QCOMPARE(lines, QStringList(3, each));
    }

    // The payments for a King name it, so that two Kings paid for one after
    // the other are two different lines: every King of six deals of random
    // play, at four seeds, as the rules' own events say it.
    void aKingPaidForIsNamed() {
        const RulesetInfo& info = *findRuleset("spin");
        int kings = 0;
        everyStep(info, 3, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type != EventType::Payment || static_cast<PaymentReason>(e.detail) != PaymentReason::King) continue;
                ++kings;
                QCOMPARE(e.card.rank(), kKing);
                const QString said = QStringLiteral("for the %1.").arg(texts::cardName(e.card));
                QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.endsWith(said); }), qPrintable(lines.join('\n')));
            }
        }, 6);
        QVERIFY(kings > 0);
    }

    // Pope Joan: Pope's holder, excused, is said to pay nothing and why,
    // in the log and in the deal's summary alike (the same lines).
    void popeHeldIsSaidToPayNothing() {
        const RulesetInfo& info = *findRuleset("pope-joan");
        int excused = 0;
        everyStep(info, 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step)
                if (e.type == EventType::Excused && static_cast<Excuse>(e.detail) == Excuse::CardsLeft) {
                    ++excused;
                    QVERIFY2(lines.contains(QStringLiteral("S%1 still holds the nine of diamonds, Pope, and so pays nothing for the cards left in hand.").arg(e.seat)),
                             qPrintable(lines.join('\n')));
                }
        }, 12);
        qInfo("%d deals with Pope unplayed", excused);
        QVERIFY(excused > 0);
    }

    // A player's stakes, however many chips, make one line.
    void stakesMakeOneLine() {
        Event a = Event::of(EventType::Staked, 1);
        a.from = 1;
        a.to = poolAccount(0);
        a.chips = 1;
        Event b = a;
        b.to = poolAccount(2);
        const Match m(setupFor(*findRuleset("newmarket"), 4, 1));
        const QStringList lines = describeEvents(EventLog{a, a, b}, words(m));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.front().startsWith(QLatin1String("S1 stakes 3 chips: 2 on")), qPrintable(lines.front()));
    }
};

QTEST_MAIN(TestEventWords)
#include "tst_event_words.moc"
