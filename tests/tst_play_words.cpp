// The log says what happened in the play as a newcomer needs it said: how
// a deal was won, why a run stopped and who leads, why a life was lost,
// why a match ended; a card with a name of its own is called by it; every
// line reads as a sentence in each language.
#include "choice_words.h"
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

class TestPlayWords : public QObject {
    Q_OBJECT

private slots:
    // The end of a deal says how it was won: "out of cards" only of a
    // player who is, before what they won by it. Where Newmarket's play
    // blocks, the winners hold the fewest cards, and the stop that blocked
    // it names nobody to lead (the Michigan colour rule blocks it often).
    // The figures of the coach and the review: "-0.0 chips" read as a loss.
    void aFigureNearNothingIsNothing() {
        QCOMPARE(ChoiceWords::chips(-0.03), QStringLiteral("0.0"));
        QCOMPARE(ChoiceWords::chips(0.04), QStringLiteral("0.0"));
        QCOMPARE(ChoiceWords::chips(0.06), QStringLiteral("+0.1"));
        QCOMPARE(ChoiceWords::chips(-0.06), QStringLiteral("-0.1"));
        QCOMPARE(ChoiceWords::chips(-1.24), QStringLiteral("-1.2"));
        // The sign follows the figure shown: a coach's "0.1 chips" stood
        // among "+0.4" and "-0.1".
        QCOMPARE(ChoiceWords::chips(0.05), QStringLiteral("+0.1"));
        QCOMPARE(ChoiceWords::chips(0.0500001), QStringLiteral("+0.1"));
        QCOMPARE(ChoiceWords::chips(-0.05), QStringLiteral("-0.1"));
    }

    // French counts less than two chips in the singular: "-0,3 jetons".
    void aFigureTakesItsLanguagesForm() {
        QVERIFY(Language::install(QStringLiteral("fr")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        const Match m(setupFor(*findRuleset("poch"), 3, 1));
        Analysis found;
        for (const double chips : {2.04, 1.5, -0.3}) found.choices.push_back({Action::pass(), chips});
        const QString lines = ChoiceWords::figures(found, m.state(), m.state().legalActions(), std::nullopt, QString());
        QVERIFY2(lines.contains(QStringLiteral("+2,0 jetons")) && lines.contains(QStringLiteral("+1,5 jeton)"))
                     && lines.contains(QStringLiteral("-0,3 jeton")) && !lines.contains(QStringLiteral("-0,3 jetons")),
                 qPrintable(lines));
    }

    void aDealsEndSaysHowItWasWon_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("option");
        for (const RulesetInfo* info : allRulesets()) QTest::newRow(info->id.c_str()) << QString::fromStdString(info->id) << QString();
        QTest::newRow("newmarket, change-colour") << QStringLiteral("newmarket") << QStringLiteral("change-colour");
    }

    void aDealsEndSaysHowItWasWon() {
        QFETCH(QString, ruleset);
        QFETCH(QString, option);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int out = 0, notOut = 0, broughtFirst = 0;
        for (const int seats : {info.minSeats, info.maxSeats})
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                MatchSetup setup = setupFor(info, seats, seed);
                if (!option.isEmpty()) setup.options.set(info.options, option.toStdString(), 1);
                Match m(setup);
                Random random(seed * 5);
                ActionList legal;
                while (!m.over() && m.state().dealsPlayed() < 12) {
                    const Table before = m.state().table();
                    EventLog step;
                    if (m.dealDue()) m.deal(&step);
                    else {
                        m.legalActions(legal);
                        m.apply(randomAction(legal, random), &step);
                    }
                    std::array<CardSet, kMaxSeats> left = before.hands;
                    int outNow = 0, notOutNow = 0;
                    for (const Event& e : step) {
                        if (e.type == EventType::CardsDealt) left[static_cast<std::size_t>(e.seat)] = e.cards;
                        if (e.type == EventType::CardPlayed) left[static_cast<std::size_t>(e.seat)].erase(e.card);
                        if (e.type == EventType::DealOver && e.seat >= 0) ++(left[static_cast<std::size_t>(e.seat)].empty() ? outNow : notOutNow);
                    }
                    const QStringList lines = describeEvents(step, words(m));
                    const QString said = lines.join(QLatin1Char('\n'));
                    QCOMPARE(said.count(QLatin1String(" is out of cards")), outNow);
                    if (notOutNow > 0) {
                        QVERIFY2(!said.contains(QLatin1String(" leads.")) && !said.contains(QLatin1String("the lead passes")), qPrintable(said));
                        // Everyone tied wins nothing, and is told so.
                        const bool everyone = notOutNow == m.state().seats();
                        QVERIFY2(said.contains(everyone ? QLatin1String("so nobody wins the deal") : QLatin1String("fewest cards")), qPrintable(said));
                        QVERIFY2(said.contains(QLatin1String("Nobody can lead, so the play is blocked.")), qPrintable(said));
                    }
                    // Who won before what they won by it.
                    const auto won = std::find_if(lines.begin(), lines.end(), [](const QString& line) {
                        // (In a Poch, going out wins the play of the cards.)
                        return line.contains(QLatin1String(" wins the deal")) || line.contains(QLatin1String(" wins the play of the cards"))
                               || line.contains(QLatin1String(" share the win"));
                    });
                    for (auto line = lines.begin(); line != won; ++line)
                        QVERIFY2(!line->contains(QLatin1String("for winning the deal")) && !line->contains(QLatin1String("for the cards left")),
                                 qPrintable(said));
                    // What the last card brought (the chips on a boodle
                    // card, a King's chips) before who won the deal, what
                    // settles the deal (the Game, the cards left) after.
                    const EventLog told = app::inTellingOrder(step);
                    const auto over = std::find_if(told.begin(), told.end(), [](const Event& e) { return e.type == EventType::DealOver; });
                    const bool byACard = std::any_of(told.begin(), over, [](const Event& e) { return e.type == EventType::CardPlayed; });
                    if (over != told.end() && byACard) {
                        auto settles = [](const Event& e) {
                            if (e.type == EventType::PoolWon) return static_cast<PoolWonBy>(e.detail) == PoolWonBy::GoingOut;
                            const auto why = static_cast<PaymentReason>(e.detail);
                            return e.type == EventType::Payment && (why == PaymentReason::CardsLeft || why == PaymentReason::DealWon || why == PaymentReason::MostCards || why == PaymentReason::CardsLeftSpinKept);
                        };
                        auto brought = [](const Event& e) {
                            if (e.type == EventType::PoolWon) return static_cast<PoolWonBy>(e.detail) == PoolWonBy::Card;
                            const auto why = static_cast<PaymentReason>(e.detail);
                            return e.type == EventType::Payment && (why == PaymentReason::Pope || why == PaymentReason::Spin || why == PaymentReason::King);
                        };
                        QVERIFY2(std::none_of(told.begin(), over, settles), qPrintable(said));
                        QVERIFY2(std::none_of(over, told.end(), brought), qPrintable(said));
                        broughtFirst += std::count_if(told.begin(), over, brought) > 0 ? 1 : 0;
                    }
                    out += outNow;
                    notOut += notOutNow;
                }
            }
        qInfo("%d deals won by going out, %d otherwise, %d with what the last card brought", out, notOut, broughtFirst);
        QVERIFY(out + notOut > 0 || info.id == "ranter-go-round"); // which has no winner of a deal
        if (option == QLatin1String("change-colour")) QVERIFY(notOut > 0);
    }

    // Pope turned up wins the deal for the dealer at once, with that
    // option: said so, not "out of cards", and before what it wins.
    void popeTurnedUpWinsTheDealAtOnce() {
        MatchSetup setup = setupFor(*findRuleset("pope-joan"), 5, 1);
        const Match m(setup);
        ScriptedMatch wins("pope-joan", {50, 50, 50, 50, 50}, 0, {{"pope-turned-wins", 1}});
        wins.deal(layout({"9S 7H 8C JC 5H 6H 8H 9H", "5D 7D 4H JH JS KS AC QC", "QS 2C 6C 9C AD 2D 3D 4D", "6D 8S 7C TC TD JD QD KD",
                          "3C QH KH 7S TS 5C AH 2H"},
                         "9D", "AS 2S 3S 4S 5S 6S 4C KC 3H TH"));
        QVERIFY(wins.state.awaitingDeal());
        const QStringList lines = describeEvents(wins.events, words(m));
        const qsizetype at = lines.indexOf(QStringLiteral("With Pope turned up, S0 wins the deal at once."));
        QVERIFY2(at >= 0, qPrintable(lines.join('\n')));
        QVERIFY2(lines.at(at - 1).contains(QLatin1String("is turned up")), qPrintable(lines.join('\n')));
        QVERIFY(!lines.join('\n').contains(QLatin1String("out of cards")));
    }

    // A life lost says why: the cards shown at Ranter-Go-Round leave a
    // newcomer to find the lowest, and a tie lost by showing last, or a
    // King the dealer turned up, cannot be seen from them at all. The log
    // said only "S3 loses a life; 2 lives left."
    void aLostLifeSaysWhy() {
        const Match m(setupFor(*findRuleset("ranter-go-round"), 4, 1));
        Event e = Event::of(EventType::LifeLost, 3);
        e.chips = 2;
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("S3 has the lowest card and loses a life; 2 lives left."));
        e.detail = static_cast<std::uint8_t>(LifeLoss::LastOfLowest);
        e.seats = (1 << 1) | (1 << 3);
        e.chips = 1;
        QCOMPARE(describeEvent(e, words(m)),
                 QStringLiteral("S3 shares the lowest card with S1 but showed theirs last, and so loses a life; 1 life left."));
        e.detail = static_cast<std::uint8_t>(LifeLoss::LowestShared);
        e.seats = (1 << 0) | (1 << 1) | (1 << 3);
        e.chips = 0;
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("S3 shares the lowest card with %1 and loses their last life.")
                                                 .arg(QLocale().createSeparatedList({QStringLiteral("S0"), QStringLiteral("S1")})));
        e.detail = static_cast<std::uint8_t>(LifeLoss::KingDrawn);
        e.seats = 0;
        e.chips = 2;
        QCOMPARE(describeEvent(e, words(m)), QStringLiteral("S3 turned up a King from the stock, and so loses a life; 2 lives left."));
        // A round that does not count says why nobody lost a life.
        Event over = Event::of(EventType::DealOver, -1);
        QCOMPARE(describeEvent(over, words(m)), QStringLiteral("The deal is over."));
        over.detail = static_cast<std::uint8_t>(DealEnd::NobodyLoses);
        QCOMPARE(describeEvent(over, words(m)),
                 QStringLiteral("Everyone left shares the lowest card on their last life, so the round does not count."));
        // In play: every loss gives its reason, and a tie names the others.
        int lost = 0, tied = 0;
        everyStep(*findRuleset("ranter-go-round"), 8, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& x : step) {
                if (x.type != EventType::LifeLost) continue;
                ++lost;
                const QString who = QStringLiteral("S%1 ").arg(x.seat);
                const bool said = std::any_of(lines.begin(), lines.end(), [&](const QString& line) {
                    return line.startsWith(who + QStringLiteral("has the lowest card and loses"))
                           || line.startsWith(who + QStringLiteral("shares the lowest card with S"));
                });
                QVERIFY2(said, qPrintable(lines.join('\n')));
                if (x.seats != 0) ++tied;
            }
        });
        QVERIFY(lost > 0);
        QVERIFY(tied > 0);
    }

    // Every line begins as a sentence does, with a capital, in every
    // language: the nine bowls' banker filling the bowls read "the bank
    // pays 8 chips into the pools".
    void everyLineBeginsWithACapital_data() { everyRulesetInEveryLanguage(); }

    void everyLineBeginsWithACapital() {
        QFETCH(QString, ruleset);
        QFETCH(QString, language);
        QVERIFY(Language::install(language));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int lines = 0;
        QSet<QString> small; // lines that begin with a small letter
        everyStep(info, std::max(info.minSeats, 4), [&](const Match&, const EventLog&, const QStringList& said) {
            for (const QString& line : said) {
                ++lines;
                // A number may begin it ("4 chips stay on Poch").
                const auto first = std::find_if(line.begin(), line.end(), [](QChar c) { return c.isLetterOrNumber(); });
                if (first == line.end() || first->isLower()) small.insert(line);
            }
        });
        QVERIFY(lines > 0);
        QVERIFY2(small.isEmpty(), qPrintable(QStringList(small.begin(), small.end()).join(QLatin1Char('\n'))));
    }

    // French writes a no-break space before a colon, and the log keeps it:
    // closing the gap an unsaid reason leaves once took it away ("restées
    // en main: Anna 2").
    void frenchKeepsItsSpaceBeforeAColon_data() { everyRuleset(); }

    void frenchKeepsItsSpaceBeforeAColon() {
        QFETCH(QString, ruleset);
        QVERIFY(Language::install(QStringLiteral("fr")));
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int colons = 0;
        everyStep(info, std::max(info.minSeats, 4), [&](const Match&, const EventLog&, const QStringList& lines) {
            for (const QString& line : lines)
                for (qsizetype at = line.indexOf(QLatin1Char(':')); at >= 0; at = line.indexOf(QLatin1Char(':'), at + 1)) {
                    ++colons;
                    QVERIFY2(at > 0 && line.at(at - 1) == QChar(0x00a0), qPrintable(line));
                }
        });
        Language::install(QStringLiteral("en"));
        qInfo("%d colons", colons);
    }

    // No name is quoted twice in German or French: Pope Joan's division
    // „Spiel“, quoted already as a sentence names it, stood as „„Spiel““
    // where the board is dressed (a tester).
    void nothingIsQuotedTwice_data() { everyRulesetInEveryLanguage(); }
    void nothingIsQuotedTwice() {
        QFETCH(QString, ruleset);
        QFETCH(QString, language);
        QVERIFY(Language::install(language));
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int lines = 0;
        // At the most seats too: Pope Joan's dealer dresses „Spiel“ alone there.
        for (int seats : {std::max(info.minSeats, 4), info.maxSeats})
            everyStep(info, seats, [&](const Match&, const EventLog&, const QStringList& said) {
                for (const QString& line : said) {
                    ++lines;
                    for (const char* twice : {"„„", "““", "««", "»»", "\"\""})
                        QVERIFY2(!line.contains(QString::fromUtf8(twice)), qPrintable(line));
                }
            });
        Language::install(QStringLiteral("en"));
        QVERIFY(lines > 0);
    }

    // The end of a match says why it came, in every ruleset: random play
    // with few chips to the match's end, and the line names the player who
    // cannot pay or who alone is left.
    void theEndOfAMatchSaysWhy_data() {
        everyRuleset();
    }

    void theEndOfAMatchSaysWhy() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int ended = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            MatchSetup setup = setupFor(info, std::max(info.minSeats, 4), seed);
            setup.chips.assign(setup.chips.size(), info.startingChips / 2);
            playRandomly(setup, seed * 11, 2000, [&](const Match& m, const EventLog& step) {
                for (const Event& e : step) {
                    if (e.type != EventType::MatchOver) continue;
                    ++ended;
                    const QString line = describeEvent(e, words(m));
                    QVERIFY2(line != QLatin1String("The match is over."), "the match's end said no reason");
                    const auto why = static_cast<MatchEnd>(e.detail);
                    // Every seat short of chips is named, the event's seat among them.
                    if (why == MatchEnd::CannotPay) {
                        QVERIFY2(line.contains(QLatin1String("too few chips")) && (e.cannotPay >> e.seat & 1), qPrintable(line));
                        for (int s = 0; s < m.state().seats(); ++s)
                            QCOMPARE(line.contains(QStringLiteral("S%1").arg(s)), bool(e.cannotPay >> s & 1));
                    }
                    if (why == MatchEnd::OneLeft) QVERIFY2(line.contains(QStringLiteral("only S")), qPrintable(line));
                }
            });
        }
        QVERIFY2(ended > 0, "no match ended");
    }

    // A match that ends with nobody left (every player out of chips at
    // once) says so, rather than naming nobody as the one left.
    void nobodyLeftIsSaid() {
        Event over = Event::of(EventType::MatchOver, -1);
        over.detail = static_cast<std::uint8_t>(MatchEnd::OneLeft);
        over.seats = 0;
        Match m(setupFor(*findRuleset("poch-bowls"), 3, 1));
        QCOMPARE(describeEvent(over, words(m)), QStringLiteral("The match is over: nobody has any chips left."));
        over.seats = 0b100;
        QCOMPARE(describeEvent(over, words(m)), QStringLiteral("The match is over: only S2 is left in the game."));
    }

    // Saratoga: a stopper who may not lead passes the lead on, and says
    // why: every card they hold is of the suit that stopped, or of its
    // colour with Michigan's house rule. The stopper's hand after the stop
    // shows it.
    void aPassedLeadIsSaid_data() {
        QTest::addColumn<bool>("changeColour");
        QTest::newRow("suit") << false;
        QTest::newRow("colour") << true;
    }

    void aPassedLeadIsSaid() {
        QFETCH(bool, changeColour);
        const RulesetInfo& info = *findRuleset("saratoga");
        const QString why = changeColour ? QStringLiteral("has no card of the other colour to lead, so the lead passes to S")
                                         : QStringLiteral("holds only cards of that suit, so the lead passes to S");
        int passed = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            MatchSetup setup = setupFor(info, 4, seed);
            setup.options.set(info.options, "change-colour", changeColour ? 1 : 0);
            playRandomly(setup, seed * 7, 30, [&](const Match& m, const EventLog& step) {
                const QStringList lines = app::describeEvents(step, words(m));
                for (const Event& e : step)
                    if (e.type == EventType::Stopped && e.detail > 0) {
                        ++passed;
                        const QString said = lines.join('\n');
                        QVERIFY2(said.contains(QStringLiteral("S%1 ").arg(e.detail - 1) + why + QString::number(e.seat)), qPrintable(said));
                        // Each step is one action, so the state after it
                        // still shows the stopper's hand.
                        const CardSet held = m.state().hand(e.detail - 1);
                        QVERIFY(!held.empty() && (held - e.cards).empty());
                        QVERIFY(e.cards.contains(e.card));
                        QCOMPARE(e.cards.size(), changeColour ? 26 : 13);
                    }
            });
        }
        qInfo("%d leads passed on", passed);
        QVERIFY(passed > 0);
    }

    // A stop names the card that would have come next, and says whether it
    // was played earlier in the deal or is in no hand at all: "nobody has
    // the Nine" after the Nine was seen played would puzzle a newcomer.
    // Every stops game, random play: each stop's words against the cards
    // played so far in its deal, as the events told them, and the card
    // turned up: "Stop: nobody has the ten of clubs." was said of the
    // turned-up Ten in plain sight, where a newcomer is to learn that the
    // turned-up card makes a stop.
    void aStopSaysWhetherItsCardWasPlayed_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<bool>("turnup");
        for (const char* id : {"poch", "pochen", "poque-1789", "poch-1810", "pope-joan"}) QTest::newRow(id) << QString::fromLatin1(id) << true;
        for (const char* id : {"spin", "sevens", "newmarket", "saratoga"}) QTest::newRow(id) << QString::fromLatin1(id) << false;
    }

    void aStopSaysWhetherItsCardWasPlayed() {
        QFETCH(QString, ruleset);
        QFETCH(bool, turnup);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int played = 0;
        int inNoHand = 0;
        int turned = 0;
        int outOfPlay = 0; // out of the pack, or a pool card on the table
        CardSet seen;
        Card turnedUp;
        everyStep(info, 4, [&](const Match& m, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type == EventType::DealStarted) {
                    seen = {};
                    turnedUp = Card::none();
                }
                if (e.type == EventType::CardTurned) turnedUp = e.card;
                if (e.type == EventType::CardPlayed) seen.insert(e.card);
                if (e.type != EventType::Stopped || !namesMissingCard(e.stop)) continue;
                QVERIFY(e.card.valid());
                // What the card is, worked out here from the pack and the
                // table, against what the stop says.
                const bool poolCard = m.rules().layoutFromPack() && m.state().table().layout.contains(e.card);
                const StopCause expected = seen.contains(e.card)                                 ? StopCause::Played
                                           : turnedUp.valid() && e.card == turnedUp              ? StopCause::TurnedUp
                                           : poolCard                                            ? StopCause::PoolCard
                                           : !m.rules().pack().contains(e.card)                  ? StopCause::OutOfPack
                                                                                                 : StopCause::InNoHand;
                QCOMPARE(static_cast<int>(e.stop), static_cast<int>(expected));
                const QString said = expected == StopCause::Played      ? QStringLiteral("Stop: the %1 has been played.")
                                     : expected == StopCause::TurnedUp  ? QStringLiteral("Stop: the %1 is turned up.")
                                     : expected == StopCause::PoolCard  ? QStringLiteral("Stop: the %1 lies on the table as a pool card.")
                                     : expected == StopCause::OutOfPack ? QStringLiteral("Stop: the %1 is out of the pack.")
                                                                        : QStringLiteral("Stop: nobody has the %1.");
                QVERIFY2(lines.join('\n').contains(said.arg(texts::cardName(e.card))), qPrintable(lines.join('\n')));
                ++(expected == StopCause::Played     ? played
                   : expected == StopCause::TurnedUp ? turned
                   : expected == StopCause::InNoHand ? inNoHand
                                                     : outOfPlay);
            }
        }, 12);
        qInfo("%d stops on a card played, %d on the card turned up, %d on a card in no hand, %d on one out of play", played, turned,
              inNoHand, outOfPlay);
        QVERIFY(played > 0);
        QVERIFY(inNoHand > 0 || outOfPlay > 0 || turnup);
        QCOMPARE(turned > 0, turnup);
        // The games that take cards out of the pack, or lay pool cards out
        // of it, say so: Pope Joan's eight of diamonds, Spin's two of hearts
        // and eight of diamonds, the sevens game's sevens and pool cards.
        QCOMPARE(outOfPlay > 0, ruleset == QLatin1String("pope-joan") || ruleset == QLatin1String("spin") || ruleset == QLatin1String("sevens"));
    }

    // A stop where no card could come next says why too, naming the run's
    // last card: it tops its suit ("nothing comes after the King of
    // diamonds", an Ace in the nine bowls), Spin went down with it, or
    // nobody could play higher (the nine bowls). A bare "Stop." taught a
    // newcomer nothing. Every stops game, random play, each such stop
    // against the card last played as the events told it.
    void aStopWithNoNextCardSaysWhy_data() {
        QTest::addColumn<QString>("ruleset");
        for (const char* id : {"poch", "poch-bowls", "pochen", "poque-1789", "poch-1810", "pope-joan", "spin", "sevens", "newmarket",
                               "saratoga"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void aStopWithNoNextCardSaysWhy() {
        QFETCH(QString, ruleset);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        std::map<StopCause, int> seen;
        // The run's last card: the first played in a step, Spin going down
        // after the card it is played with.
        Card last;
        everyStep(info, 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            const QString said = lines.join('\n');
            QVERIFY2(!said.contains(QStringLiteral("Stop. ")), qPrintable(said));
            bool first = true;
            for (const Event& e : step) {
                if (e.type == EventType::CardPlayed && std::exchange(first, false)) last = e.card;
                if (e.type != EventType::Stopped || namesMissingCard(e.stop)) continue;
                ++seen[e.stop];
                QCOMPARE(e.card, last);
                const QString why = e.stop == StopCause::TopOfSuit ? QStringLiteral("Stop: nothing comes after the %1.")
                                    : e.stop == StopCause::Spin    ? QStringLiteral("Stop: Spin was played with the %1.")
                                                                   : QStringLiteral("Stop: nobody plays higher than the %1.");
                QVERIFY2(said.contains(why.arg(texts::cardName(e.card))), qPrintable(said));
            }
        }, 12);
        qInfo("%d stops at the top of a suit, %d by Spin, %d where nobody played higher", seen[StopCause::TopOfSuit],
              seen[StopCause::Spin], seen[StopCause::NobodyHigher]);
        QVERIFY(seen[StopCause::TopOfSuit] > 0);
        QCOMPARE(seen[StopCause::Spin] > 0, ruleset == QLatin1String("spin"));
        QCOMPARE(seen[StopCause::NobodyHigher] > 0, ruleset == QLatin1String("poch-bowls"));
    }

    // Pope Joan's nine of diamonds is Pope and Spin's ace of diamonds is
    // Spin: the log says so where the card is played (also Pope played in
    // lieu of a stop, and Spin played with its card), and of no other card
    // or game.
    void aCardWithANameIsCalledByIt_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("name");
        QTest::newRow("pope-joan") << "pope-joan" << "9D" << "Pope";
        QTest::newRow("spin") << "spin" << "AD" << "Spin";
        QTest::newRow("sevens") << "sevens" << "" << "";
    }

    void aCardWithANameIsCalledByIt() {
        QFETCH(QString, ruleset);
        QFETCH(QString, card);
        QFETCH(QString, name);
        const RulesetInfo& info = *findRuleset(ruleset.toStdString());
        int named = 0;
        everyStep(info, 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type != EventType::CardPlayed) continue;
                const QString plain = QStringLiteral("S%1 plays the %2.").arg(e.seat).arg(texts::cardName(e.card));
                if (QString::fromStdString(e.card.code()) == card) {
                    ++named;
                    QVERIFY2(lines.contains(QStringLiteral("S%1 plays the %2, %3.").arg(e.seat).arg(texts::cardName(e.card), name)),
                             qPrintable(lines.join('\n')));
                } else {
                    QVERIFY2(lines.contains(plain), qPrintable(lines.join('\n')));
                }
            }
        });
        qInfo("%d named", named);
        QCOMPARE(named > 0, !card.isEmpty());
    }

    // The hint, the coach and the deal review call such a card by its name
    // as the log does.
    void adviceCallsACardByItsName() {
        const ActionList none;
        const Match popeJoan(setupFor(*findRuleset("pope-joan"), 4, 1));
        QCOMPARE(ChoiceWords::of(Action::play(card("9D")), popeJoan.state(), none), QStringLiteral("Lead the nine of diamonds, Pope."));
        QCOMPARE(ChoiceWords::of(Action::play(card("9H")), popeJoan.state(), none), QStringLiteral("Lead the nine of hearts."));
        const Match spin(setupFor(*findRuleset("spin"), 4, 1));
        QCOMPARE(ChoiceWords::done(Action::play(card("AD")), spin.state(), none), QStringLiteral("Led the Ace of diamonds, Spin"));
        const Match sevens(setupFor(*findRuleset("sevens"), 4, 1));
        QCOMPARE(ChoiceWords::of(Action::play(card("AD")), sevens.state(), none), QStringLiteral("Lead the Ace of diamonds."));
        // With the article its language gives the card: French said
        // "Jouez : neuf de pique.", after "Conseil :" a second colon.
        QVERIFY(Language::install(QStringLiteral("fr")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QCOMPARE(ChoiceWords::of(Action::play(card("9H")), popeJoan.state(), none), QStringLiteral("Entamez le neuf de cœur."));
        QCOMPARE(ChoiceWords::of(Action::play(card("AD")), sevens.state(), none), QStringLiteral("Entamez l'As de carreau."));
        QVERIFY2(ChoiceWords::of(Action::play(card("9D")), popeJoan.state(), none).startsWith(QLatin1String("Entamez le neuf de carreau, ")),
                 qPrintable(ChoiceWords::of(Action::play(card("9D")), popeJoan.state(), none)));
    }

    // A pass for a weak hand says whether it is a bet the hand is not
    // worth, or what it costs to stay in against one ("Drop. The hand is
    // not worth it." was said of a pair of Queens facing a bet of 4).
    void aDropSaysItIsTheBet() {
        Match m(setupFor(*findRuleset("poch-1810"), 4, 2));
        ActionList legal;
        while (m.dealDue() || m.state().phase() != Phase::Betting) {
            if (m.dealDue()) m.deal();
            else {
                m.legalActions(legal);
                m.apply(legal[0]);
            }
        }
        QCOMPARE(ChoiceWords::reason(Action::pass(), m.state(), Reason::WeakHand), QStringLiteral("The hand is not worth a bet."));
        m.legalActions(legal);
        Action bet{};
        for (int i = 0; i < legal.size(); ++i)
            if (legal[i].kind == ActionKind::Bet) bet = legal[i];
        QVERIFY(bet.kind == ActionKind::Bet);
        m.apply(bet);
        QVERIFY(m.state().table().betting.currentBet > 0 && m.state().phase() == Phase::Betting);
        QCOMPARE(ChoiceWords::reason(Action::pass(), m.state(), Reason::WeakHand),
                 QStringLiteral("The hand is not worth what it costs to stay in against that bet."));
        QCOMPARE(ChoiceWords::reason(Action::pass(), m.state(), Reason::Guess), QStringLiteral("Any of these will do."));
    }

    // In the nine bowls' play, in rotation, a card that beats the run's
    // last card follows it: the review said "Led the ten of hearts" of a
    // ten played on an eight. Only a card played where no run goes on is
    // led.
    void aCardPlayedOnARunIsNotLed() {
        Match m(setupFor(*findRuleset("poch-bowls"), 4, 3));
        Random random(5);
        ActionList legal;
        int led = 0, followed = 0;
        while (!m.over() && m.state().dealsPlayed() < 6) {
            if (m.dealDue()) {
                m.deal();
                continue;
            }
            m.legalActions(legal);
            const Action a = randomAction(legal, random);
            if (a.kind == ActionKind::Play) {
                const QString said = ChoiceWords::done(a, m.state(), legal);
                if (m.state().table().run.top.valid()) {
                    QVERIFY2(said.startsWith(QLatin1String("Played the ")), qPrintable(said));
                    ++followed;
                } else {
                    QVERIFY2(said.startsWith(QLatin1String("Led the ")), qPrintable(said));
                    ++led;
                }
            }
            m.apply(a);
        }
        QVERIFY(led > 0 && followed > 0);
    }

    // A card shown at a showdown is named as a card played is (Ranter-Go-
    // Round shows one card each); several make a list, each card named
    // as one played too (German declines a Jack shown: "Kreuz-Buben").
    void aShowdownNamesItsCards() {
        const Match m(setupFor(*findRuleset("ranter-go-round"), 4, 1));
        Event e = Event::of(EventType::Showdown, 2);
        e.cards.insert(Card(Suit::Spades, kEight));
        QCOMPARE(describeEvents(EventLog{e}, words(m)).front(), QStringLiteral("S2 shows the eight of spades."));
        e.cards.insert(Card(Suit::Hearts, kEight));
        QCOMPARE(describeEvents(EventLog{e}, words(m)).front(), QStringLiteral("S2 shows: the eight of hearts, the eight of spades."));
    }

    // A tie at the showdown says who won it and how: two pairs of Kings
    // shown and the bets going to one of them puzzled a newcomer.
    void aTieSaysHowItBroke() {
        const Match m(setupFor(*findRuleset("poch"), 4, 1));
        Event e = Event::of(EventType::TieBroken, 2);
        e.seats = 1u << 0 | 1u << 3;
        e.card = Card(Suit::Hearts, kKing);
        e.detail = static_cast<std::uint8_t>(TieBreak::TurnedUpSuit);
        QCOMPARE(describeEvents(EventLog{e}, words(m)).front(),
                 QStringLiteral("A tie between %1: S2 wins it with the King of hearts, of the suit turned up.")
                     .arg(QLocale().createSeparatedList({QStringLiteral("S2"), QStringLiteral("S0"), QStringLiteral("S3")})));
        e.seats = 1u << 1;
        const QString two = QLocale().createSeparatedList({QStringLiteral("S2"), QStringLiteral("S1")});
        e.card = Card(Suit::Clubs, kAce);
        e.detail = static_cast<std::uint8_t>(TieBreak::SuitOrder);
        QCOMPARE(describeEvents(EventLog{e}, words(m)).front(),
                 QStringLiteral("A tie between %1: S2 wins it with the Ace of clubs, as clubs rank above spades, hearts and diamonds.").arg(two));
        e.card = Card();
        e.detail = static_cast<std::uint8_t>(TieBreak::OtherCards);
        QCOMPARE(describeEvents(EventLog{e}, words(m)).front(),
                 QStringLiteral("A tie between %1: S2 wins it on the other cards, compared highest first.").arg(two));
    }

    // An exchange says with whom: the next player (Ranter-Go-Round), the
    // stock's top card (its dealer), Michigan's dummy (Newmarket's dealer).
    void anExchangeSaysWithWhom() {
        int withPlayer = 0;
        int withStock = 0;
        everyStep(*findRuleset("ranter-go-round"), 4, [&](const Match&, const EventLog& step, const QStringList& lines) {
            for (const Event& e : step) {
                if (e.type != EventType::Exchanged) continue;
                const QString line = e.seats ? QStringLiteral("S%1 exchanges cards with S%2.").arg(e.seat).arg(std::countr_zero(e.seats))
                                             : QStringLiteral("S%1 exchanges their card for the top card of the stock.").arg(e.seat);
                (e.seats ? withPlayer : withStock) += 1;
                QVERIFY2(lines.contains(line), qPrintable(lines.join('\n') + QStringLiteral("\nexpected: ") + line));
            }
        }, 6);
        QVERIFY(withPlayer > 0 && withStock > 0);
        MatchSetup michigan = setupFor(*findRuleset("newmarket"), 3, 1);
        michigan.options.set(findRuleset("newmarket")->options, "dummy-exchange", 1);
        const Match m(michigan);
        Event e = Event::of(EventType::Exchanged, 2);
        e.detail = 0xff;
        QCOMPARE(describeEvents(EventLog{e}, words(m)), QStringList{QStringLiteral("S2 exchanges their hand for the dummy, unseen.")});
    }

    // Players passing one after another make one line; a player passing
    // again begins another, and a lone pass is said as before. In the nine
    // bowls' play a pass is for want of a higher card, as everyone knows
    // (a player who can play must), and is said so.
    void passesInTurnMakeOneLine() {
        const auto inThePlay = [](int seat) {
            Event e = Event::of(EventType::Passed, seat);
            e.detail = static_cast<std::uint8_t>(PassBecause::NoHigherCard);
            return e;
        };
        const EventLog passes{inThePlay(1), inThePlay(2), inThePlay(3), inThePlay(1), Event::of(EventType::CardPlayed, 0), inThePlay(2)};
        const Match m(setupFor(*findRuleset("poch-bowls"), 4, 1));
        QCOMPARE(describeEvents(passes, words(m)).mid(0, 2),
                 (QStringList{QStringLiteral("%1 have no higher card, and pass.").arg(QLocale().createSeparatedList({QStringLiteral("S1"), QStringLiteral("S2"), QStringLiteral("S3")})),
                              QStringLiteral("S1 has no higher card, and passes.")}));
        QCOMPARE(describeEvents(passes, words(m)).last(), QStringLiteral("S2 has no higher card, and passes."));
        QVERIFY(continuesLine(EventLog{passes[0]}, passes[1]));
        QVERIFY(!continuesLine(EventLog(passes.begin(), passes.begin() + 3), passes[3]));
        QVERIFY(makeOneLine(EventLog(passes.begin(), passes.begin() + 3)));
        QVERIFY(!makeOneLine(EventLog(passes.begin(), passes.begin() + 4)));
        // What the table knows keeps the reason: it is no secret.
        QCOMPARE(asTheTableKnowsIt(passes, words(m)), passes);
        // Passes in the betting: where one takes the player out of it (the
        // nine bowls), that is said; elsewhere (modern Poch) a player who
        // passed may still match a bet that comes.
        const EventLog betting{Event::of(EventType::Passed, 1), Event::of(EventType::Passed, 2), Event::of(EventType::CardPlayed, 0),
                               Event::of(EventType::Passed, 3)};
        const QString twoOfThem = QLocale().createSeparatedList({QStringLiteral("S1"), QStringLiteral("S2")});
        QCOMPARE(describeEvents(betting, words(m)).first(), QStringLiteral("%1 pass, and are out of the betting.").arg(twoOfThem));
        QCOMPARE(describeEvents(betting, words(m)).last(), QStringLiteral("S3 passes, and is out of the betting."));
        const Match modern(setupFor(*findRuleset("poch"), 4, 1));
        QCOMPARE(describeEvents(betting, words(modern)).first(), QStringLiteral("%1 pass.").arg(twoOfThem));
        QCOMPARE(describeEvents(betting, words(modern)).last(), QStringLiteral("S3 passes."));
    }

    // A person's pass forced by a hand with no set to bet on says so, and
    // is not put in one line with passes chosen. A computer's is told as
    // any pass: "Dietrich and Emma have no set to bet on" told a person
    // what their hands held, which nobody learns at a real table.
    void aForcedPassSaysWhy() {
        const Match m(setupFor(*findRuleset("poch"), 4, 1));
        auto pass = [](EventType type, int seat, PassBecause why) {
            Event e = Event::of(type, seat);
            e.detail = static_cast<std::uint8_t>(why);
            return e;
        };
        const EventLog passes{pass(EventType::Passed, 1, PassBecause::NothingToBetOn), pass(EventType::Passed, 2, PassBecause::NothingToBetOn),
                              pass(EventType::Passed, 3, PassBecause::Chosen), pass(EventType::Dropped, 0, PassBecause::NothingToBetOn)};
        app::EventWords people = words(m);
        people.passSaysWhy = [](int) { return true; };
        QCOMPARE(describeEvents(passes, people),
                 (QStringList{QStringLiteral("%1 have no set to bet on, and pass.").arg(QLocale().createSeparatedList({QStringLiteral("S1"), QStringLiteral("S2")})),
                              QStringLiteral("S3 passes."), QStringLiteral("S0 has no set to bet on, and drops.")}));
        // S0 a person, the others computers.
        app::EventWords oneOfUs = words(m);
        oneOfUs.passSaysWhy = [](int seat) { return seat == 0; };
        QCOMPARE(describeEvents(passes, oneOfUs),
                 (QStringList{QStringLiteral("%1 pass.").arg(QLocale().createSeparatedList({QStringLiteral("S1"), QStringLiteral("S2"), QStringLiteral("S3")})),
                              QStringLiteral("S0 has no set to bet on, and drops.")}));
        const EventLog told = asTheTableKnowsIt(passes, oneOfUs);
        QVERIFY(makeOneLine(EventLog(told.begin(), told.begin() + 3)));
        QCOMPARE(describeEvent(passes[1], oneOfUs), QStringLiteral("S2 passes."));
        // Unsaid whose, nobody's.
        QCOMPARE(describeEvent(passes[3], words(m)), QStringLiteral("S0 drops."));
    }

    // A person's card played because it was the only one they could play
    // says so: the card left their hand without their choosing it, and two
    // newcomers wondered why. A computer's is a plain play (its hand is its
    // secret), as is a card chosen.
    void aForcedCardIsSaidForAPerson() {
        const Match m(setupFor(*findRuleset("pope-joan"), 3, 1));
        Event played = Event::of(EventType::CardPlayed, 0);
        played.card = Card::parse("TD").value();
        played.forced = true;
        app::EventWords oneOfUs = words(m);
        oneOfUs.onlyCardSaid = [](int seat) { return seat == 0; };
        QCOMPARE(describeEvent(played, oneOfUs), QStringLiteral("S0 has to play the ten of diamonds."));
        QCOMPARE(describeEvent(played, words(m)), QStringLiteral("S0 plays the ten of diamonds."));
        played.seat = 1;
        QCOMPARE(describeEvent(played, oneOfUs), QStringLiteral("S1 plays the ten of diamonds."));
        played.seat = 0;
        played.forced = false;
        QCOMPARE(describeEvent(played, oneOfUs), QStringLiteral("S0 plays the ten of diamonds."));

        // The match marks each card played that was the only legal action,
        // and no other, live and replayed from its record alike.
        Match live(setupFor(*findRuleset("pope-joan"), 3, 5));
        EventLog log;
        int forced = 0;
        int chosen = 0;
        while (live.state().dealsPlayed() < 1 || live.state().dealInPlay()) {
            if (live.state().awaitingDeal()) {
                live.deal(&log);
                continue;
            }
            const ActionList legal = live.state().legalActions();
            const std::size_t from = log.size();
            const int seat = live.toAct();
            live.apply(legal[legal.size() - 1], &log);
            for (std::size_t i = from; i < log.size(); ++i)
                if (log[i].type == EventType::CardPlayed && log[i].seat == seat) {
                    QCOMPARE(log[i].forced, legal.size() == 1);
                    ++(legal.size() == 1 ? forced : chosen);
                }
        }
        QVERIFY(forced > 0 && chosen > 0);
        const MatchReplay again = Match::replay(live.record());
        QVERIFY(again.match);
        QCOMPARE(again.deals.front(), log);
    }

    // Chips are counted in each language's own forms: French says 0 in the
    // singular ("0 jetons" stood in the final standings and on a badge).
    void chipsAreCountedInEachLanguage() {
        QCOMPARE(app::chipsInWords(0), QStringLiteral("0 chips"));
        QCOMPARE(app::chipsInWords(1), QStringLiteral("1 chip"));
        QCOMPARE(app::chipsInWords(12), QStringLiteral("12 chips"));
        QVERIFY(Language::install(QStringLiteral("fr")));
        const auto english = qScopeGuard([] { Language::install(QStringLiteral("en")); });
        QCOMPARE(app::chipsInWords(0), QStringLiteral("0 jeton"));
        QCOMPARE(app::chipsInWords(1), QStringLiteral("1 jeton"));
        QCOMPARE(app::chipsInWords(12), QStringLiteral("12 jetons"));
    }

    // A pool the dealer takes for the card turned up says so: "Bertram wins
    // 3 chips from the Jack" puzzled a player who saw no Jack in his hand.
    void aPoolWonByTheTurnupSaysSo() {
        const Match m(setupFor(*findRuleset("pope-joan"), 4, 1));
        Event e = poolWon(1, 1, 3);
        const QString held = describeEvent(e, words(m));
        QVERIFY2(held.startsWith(QLatin1String("S1 wins 3 chips from ")), qPrintable(held));
        e.detail = static_cast<std::uint8_t>(PoolWonBy::TurnedUp);
        e.card = card("KD");
        const QString turned = describeEvent(e, words(m));
        QVERIFY2(turned.startsWith(QLatin1String("As the dealer, S1 wins 3 chips from ")) && turned.endsWith(QLatin1String(" for the card turned up.")),
                 qPrintable(turned));
    }

    // A blocked Newmarket deal where everyone holds as many cards: nobody
    // pays anybody, so the log and the summary say nobody wins, not that
    // everyone shares a win; winners tied against a loser still share it.
    void everyoneTiedOnTheFewestCardsWinsNothing() {
        const Match m(setupFor(*findRuleset("newmarket"), 3, 1));
        auto tied = [](int seat) {
            Event e = Event::of(EventType::DealOver, seat);
            e.detail = static_cast<std::uint8_t>(DealEnd::FewestCards);
            return e;
        };
        const QStringList nobody{QStringLiteral("Everyone holds the same number of cards, so nobody wins the deal.")};
        QCOMPARE(describeEvents(EventLog{tied(0), tied(1), tied(2)}, words(m)), nobody);
        QCOMPARE(describeDealSummary(EventLog{tied(0), tied(1), tied(2)}, words(m)), nobody);
        const QString two = QLocale().createSeparatedList({QStringLiteral("S0"), QStringLiteral("S2")});
        QCOMPARE(describeEvents(EventLog{tied(0), tied(2)}, words(m)),
                 QStringList{QStringLiteral("%1 hold the fewest cards and share the win.").arg(two)});
    }
};

QTEST_MAIN(TestPlayWords)
#include "tst_play_words.moc"
