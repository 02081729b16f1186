#include "record_fault_words.h"

#include "rule_texts.h"

#include <QCoreApplication>
#include <QLocale>

namespace poch::app {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("poch::app", text); }

// What the fault is about comes from the file, and a hostile or mangled
// file may make it long: a message shows its start.
QString shown(const std::string& subject) {
    constexpr int kLongest = 40;
    const QString text = QString::fromStdString(subject);
    return text.size() <= kLongest ? text : text.left(kLongest) + QChar(0x2026);
}
} // namespace

namespace {
// The refused move as the record has it, from a seat of the record, with
// the seat's name; nothing where the error does not point at one.
QString refusedMove(const RecordError& e, const GameRecord& record) {
    if (e.fault() != RecordFault::NotAllowed || e.deal() < 1 || e.deal() > static_cast<int>(record.deals.size())) return {};
    const RecordDeal& deal = record.deals[static_cast<std::size_t>(e.deal() - 1)];
    if (e.action() < 1 || e.action() > static_cast<int>(deal.actions.size())) return {};
    const RecordAction& move = deal.actions[static_cast<std::size_t>(e.action() - 1)];
    if (move.seat < 0 || move.seat >= static_cast<int>(record.seats.size())) return {};
    const QString who = shown(record.seats[static_cast<std::size_t>(move.seat)].name);
    // Another seat's turn: whatever the move, that is what is wrong.
    bool number = false;
    const int turnOf = QString::fromStdString(e.subject()).toInt(&number);
    if (number && turnOf >= 0 && turnOf < static_cast<int>(record.seats.size()) && turnOf != move.seat)
        return tr("it is %1's turn there, not %2's").arg(shown(record.seats[static_cast<std::size_t>(turnOf)].name), who);
    const Action& a = move.action;
    switch (a.kind) {
    case ActionKind::Play:
        if (!a.card.valid()) return {};
        if (a.with.valid()) return tr("%1 may not play %2 with Spin there").arg(who, texts::cardInSentence(a.card));
        return tr("%1 may not play %2 there").arg(who, texts::cardInSentence(a.card));
    // English's singular apart, as the other counted words of the program.
    case ActionKind::Bet:
        return (a.chips == 1 ? QCoreApplication::translate("poch::app", "%1 may not bet %n chip there", nullptr, a.chips)
                             : QCoreApplication::translate("poch::app", "%1 may not bet %n chips there", nullptr, a.chips))
            .arg(who);
    case ActionKind::Pass: return tr("%1 may not pass or drop there").arg(who);
    case ActionKind::Stake:
        return (a.chips == 1 ? QCoreApplication::translate("poch::app", "%1 may not stake %n chip there", nullptr, a.chips)
                             : QCoreApplication::translate("poch::app", "%1 may not stake %n chips there", nullptr, a.chips))
            .arg(who);
    case ActionKind::Declare: return tr("%1 may not make a declaration there").arg(who);
    case ActionKind::Exchange: return tr("%1 may not exchange there").arg(who);
    case ActionKind::Keep: return tr("%1 may not keep their cards there").arg(who);
    }
    return {};
}
} // namespace

QString recordFaultWords(const RecordError& e, const GameRecord& record) {
    const QString move = refusedMove(e, record);
    return move.isEmpty() ? recordFaultWords(e) : move;
}

QString recordFaultWords(const RecordError& e) {
    const QString subject = shown(e.subject());
    switch (e.fault()) {
    case RecordFault::Unreadable:
        // Where the text goes wrong, for a person mending the file.
        if (const QStringList place = subject.split(QLatin1Char(':')); place.size() == 2)
            return tr("the file is damaged, or is not the text of a saved game: it goes wrong at line %1, column %2").arg(place[0], place[1]);
        return tr("the file is damaged, or is not the text of a saved game");
    case RecordFault::NotARecord:
        // A record of another version names its format.
        if (!subject.isEmpty()) return tr("it was saved by another version of Poch (%1), which this one cannot read").arg(subject);
        return tr("the file is not a game saved by Poch");
    case RecordFault::UnknownGame: return tr("it is a game this program does not know (“%1”)").arg(subject);
    case RecordFault::BadValue:
        if (subject.isEmpty()) return tr("one of its entries is missing or wrong");
        // What is wrong with it, where the engine knows: a record with a
        // seat taken out was said only to have a wrong "chips".
        switch (e.problem()) {
        //: %1 is the entry's name as the file spells it, such as deals or seat.
        case ValueProblem::Missing: return tr("its entry “%1” is missing").arg(subject);
        //: %1 is the entry's name as the file spells it, such as chips or seat.
        case ValueProblem::OutOfRange: return tr("its entry “%1” must be a whole number from %2 to %3").arg(subject, QLocale().toString(e.low()), QLocale().toString(e.high()));
        //: %1 is the entry's name as the file spells it: chips.
        case ValueProblem::OnePerSeat: return tr("its entry “%1” must hold one number for each player in “seats”").arg(subject);
        //: %1 is the entry's name as the file spells it: name or ai.
        case ValueProblem::TooLong: return tr("a player's entry “%1” is longer than this program allows (%2 bytes)").arg(subject, QLocale().toString(e.high()));
        //: %1 is the entry's name as the file spells it, such as card or chips.
        case ValueProblem::Twice: return tr("its entry “%1” is given twice in one place, and which is meant cannot be told").arg(subject);
        case ValueProblem::Wrong: break;
        }
        //: %1 is the entry's name as the file spells it, such as deals or seat.
        return tr("its entry “%1” is missing or does not hold what a saved game holds there").arg(subject);
    case RecordFault::NotACard: return tr("“%1” is not a card").arg(subject);
    case RecordFault::CardTwice: {
        const auto card = Card::parse(e.subject());
        return tr("the card %1 appears twice").arg(card ? texts::cardShortName(*card) : subject);
    }
    case RecordFault::BadCards: return tr("its cards are not dealt as this game deals them");
    case RecordFault::BadPlayers: {
        // English's singular apart, as the other counted words of the program.
        const int players = subject.toInt();
        return players == 1 ? QCoreApplication::translate("poch::app", "this game is not for %n player", nullptr, players)
                            : QCoreApplication::translate("poch::app", "this game is not for %n players", nullptr, players);
    }
    case RecordFault::BadStart:
        // An option the game does not have is named.
        if (!subject.isEmpty()) return tr("it sets an option this game does not have (“%1”)").arg(subject);
        return tr("its starting chips, options or draw for the first dealer are not ones this game can begin with");
    case RecordFault::NotAllowed:
        if (!subject.isEmpty()) return tr("a player moves there when it is another's turn");
        return tr("a player does something there that the rules do not allow");
    case RecordFault::OutOfOrder: return tr("its deals do not follow one another as the rules have them");
    case RecordFault::NoDecision: return tr("there is no decision to weigh there");
    case RecordFault::Empty: return tr("the file is empty");
    // A file cut off (half copied, a disk that filled): said so, not as
    // bytes gone wrong at its last line.
    case RecordFault::CutShort:
        if (const QStringList place = subject.split(QLatin1Char(':')); place.size() == 2)
            return tr("the file ends before the saved game does, at line %1, column %2: it was cut short").arg(place[0], place[1]);
        return tr("the file ends before the saved game does: it was cut short");
    }
    return tr("one of its entries is missing or wrong");
}

} // namespace poch::app
