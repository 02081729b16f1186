// The lesson authors' tool (see assets/lessons/README.md); it is built with
// the tests and never installed.
//
//   lesson_tool deal RULESET PLAYERS SEED [name=value ...]
//       a draft record of one deal dealt from SEED, each hand printed
//   lesson_tool play DRAFT.json [SEED]
//       the draft's deal played on to its end by Expert players, printed
//       as a whole record with every action spelt out (standard output),
//       with what happened at each action (standard error)
//   lesson_tool check LESSON.json
//       the lesson read as the program reads it, its errors in words, and
//       its deal told action by action with its steps where they fall
#include "event_text.h"
#include "game_description.h"
#include "lesson.h"

#include "poch/agent.h"
#include "poch/match.h"
#include "poch/registry.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <iostream>
#include <iterator>
#include <stdexcept>

using namespace poch;
using namespace poch::app;

namespace {

QTextStream& err() {
    static QTextStream stream(stderr);
    return stream;
}

QString words(const Action& a, const State& state) {
    switch (a.kind) {
    case ActionKind::Play: return QStringLiteral("play %1%2").arg(QString::fromStdString(a.card.code()), a.with.valid() ? QStringLiteral(" with ") + QString::fromStdString(a.with.code()) : QString());
    case ActionKind::Bet: return QStringLiteral("bet %1").arg(a.chips);
    case ActionKind::Stake: return QStringLiteral("stake %1 on %2").arg(a.chips).arg(QString::fromStdString(state.poolId(a.pool)));
    case ActionKind::Declare: return QStringLiteral("declare %1").arg(QString::fromStdString(state.poolId(a.pool)));
    default: return QString::fromLatin1(actionKindId(a.kind));
    }
}

QString cards(CardSet set) {
    QStringList list;
    for (Card c : set) list << QString::fromStdString(c.code());
    return list.join(QLatin1Char(' '));
}

EventWords eventWords(const GameRecord& record, const State& state) {
    EventWords words;
    words.seatName = [record](int seat) { return QString::fromStdString(record.seats[static_cast<std::size_t>(seat)].name); };
    words.poolName = [state](int pool) { return QString::fromStdString(state.poolId(pool)); };
    words.setGame(GameDescription::of(QString::fromStdString(record.ruleset)), state);
    return words;
}

// The deal told action by action: who acts, what they could do and did,
// and what happened; `before` adds lines ahead of each action.
void tell(const GameRecord& record, const std::function<void(int)>& before) {
    GameRecord start = record;
    start.deals.resize(1);
    start.deals.front().actions.clear();
    MatchReplay replayed = Match::replay(start);
    Match& m = *replayed.match;
    const EventWords names = eventWords(record, m.state());
    for (const QString& line : describeEvents(replayed.deals.front(), names)) err() << "        " << line << "\n";
    for (int s = 0; s < m.state().seats(); ++s)
        err() << "        " << names.seatName(s) << " holds " << cards(m.state().hand(s)) << "\n";
    const auto& actions = record.deals.front().actions;
    for (std::size_t at = m.record().deals.front().actions.size(); at < actions.size(); ++at) {
        // Where stakes come before the cards, the deal follows the last.
        if (m.dealDue()) {
            EventLog dealt;
            m.deal(&dealt);
            for (const QString& line : describeEvents(dealt, names)) err() << "        " << line << "\n";
            for (int s = 0; s < m.state().seats(); ++s)
                err() << "        " << names.seatName(s) << " holds " << cards(m.state().hand(s)) << "\n";
        }
        before(static_cast<int>(at));
        const ActionList legal = m.state().legalActions();
        QStringList choices;
        for (int i = 0; i < legal.size(); ++i) choices << words(legal[i], m.state());
        err() << QStringLiteral("at %1").arg(at, 3) << "  " << names.seatName(actions[at].seat) << ": " << words(actions[at].action, m.state());
        if (legal.size() > 1) err() << "   [" << choices.join(QStringLiteral(", ")) << "]";
        err() << "\n";
        EventLog events;
        m.apply(actions[at].action, &events);
        for (const QString& line : describeEvents(events, names)) err() << "        " << line << "\n";
    }
    before(static_cast<int>(actions.size()));
}

int deal(const QStringList& args) {
    if (args.size() < 3) throw std::invalid_argument("deal needs RULESET PLAYERS SEED");
    MatchSetup setup;
    setup.ruleset = args[0].toStdString();
    const RulesetInfo* info = findRuleset(setup.ruleset);
    if (!info) throw std::invalid_argument("no ruleset is called '" + setup.ruleset + "'");
    setup.options = Options(info->options);
    for (int i = 3; i < args.size(); ++i) setup.options.set(info->options, args[i].section(QLatin1Char('='), 0, 0).toStdString(), args[i].section(QLatin1Char('='), 1).toInt());
    const char* names[] = {"You", "Anna", "Bertram", "Clara", "Dora", "Emil", "Frieda", "Gustav"};
    bool ok = false;
    const int players = args[1].toInt(&ok);
    if (!ok || players < info->minSeats || players > info->maxSeats || players > static_cast<int>(std::size(names)))
        throw std::invalid_argument(QStringLiteral("%1 is played by %2 to %3 players, not '%4'").arg(args[0]).arg(info->minSeats).arg(info->maxSeats).arg(args[1]).toStdString());
    for (int s = 0; s < players; ++s) setup.seats.push_back({names[s], s == 0 ? "" : "expert"});
    setup.chips.assign(setup.seats.size(), info->startingChips);
    setup.seed = args[2].toULongLong(&ok);
    if (!ok) throw std::invalid_argument("the seed '" + args[2].toStdString() + "' is not a whole number");
    Match m(setup);
    GameRecord record = m.record();
    // Hands rather than a deck, so that an author can move cards by hand.
    RecordDeal& first = record.deals.front();
    if (!first.deck.empty()) {
        first.layout = m.state().rules().dealFromDeck(m.state().table(), first.deck);
        first.deck.clear();
    }
    std::cout << writeRecord(record) << "\n";
    return 0;
}

int play(const QStringList& args) {
    QFile file(args.value(0));
    if (!file.open(QIODevice::ReadOnly)) throw std::invalid_argument("the draft '" + args.value(0).toStdString() + "' cannot be read: " + file.errorString().toStdString());
    GameRecord record = parseRecord(file.readAll().toStdString());
    MatchReplay replayed = Match::replay(record);
    if (replayed.error) {
        err() << "the draft: " << replayed.error->what() << "\n";
        return 2;
    }
    Match& m = *replayed.match;
    std::vector<std::unique_ptr<Agent>> agents;
    for (int s = 0; s < m.state().seats(); ++s) agents.push_back(makeAgent(Level::Expert, m.state().rulesPtr(), args.value(1, QStringLiteral("1")).toULongLong() * 7 + static_cast<std::uint64_t>(s)));
    // Stakes before the cards, the deal, and its play, to its end.
    while (m.state().dealsPlayed() == 0 || m.state().dealInPlay()) {
        if (m.dealDue()) {
            m.deal();
            continue;
        }
        const int seat = m.toAct();
        m.apply(agents[static_cast<std::size_t>(seat)]->choose(m.state().observe(seat), m.state().legalActions()).action);
    }
    GameRecord whole = m.record();
    whole.deals.resize(1);
    tell(whole, [](int) {});
    std::cout << writeRecord(whole) << "\n";
    return 0;
}

int check(const QStringList& args) {
    QString error;
    const auto lesson = Lesson::read(args.value(0), &error);
    if (!lesson) {
        err() << args.value(0) << ": " << error << "\n";
        return 1;
    }
    std::size_t next = 0;
    tell(lesson->record(), [&](int at) {
        for (; next < lesson->steps().size() && lesson->steps()[next].at <= at; ++next) {
            const LessonStep& step = lesson->steps()[next];
            err() << (step.decide ? "  >>> DECIDE: " : "  >>> ") << step.say.in(QStringLiteral("en")) << "\n";
        }
    });
    err() << "ok: " << lesson->steps().size() << " steps, " << lesson->actions() << " actions\n";
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    const QString command = args.value(0);
    if (!args.isEmpty()) args.removeFirst();
    try {
        if (command == QLatin1String("deal")) return deal(args);
        if (command == QLatin1String("play")) return play(args);
        if (command == QLatin1String("check")) return check(args);
    } catch (const std::exception& e) {
        err() << e.what() << "\n";
        return 2;
    }
    err() << "usage: lesson_tool deal RULESET PLAYERS SEED [name=value ...] | play DRAFT.json [SEED] | check LESSON.json\n";
    return 2;
}
