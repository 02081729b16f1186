// A lesson: one short deal of a game, chosen by hand, stored as a game
// record in assets/lessons/ with a step of text for each moment worth
// explaining (see assets/lessons/README.md). The learner sits at one seat
// and makes every decision of it that has a choice; the others play what
// the record says they played. At the learner's decisions the lesson knows
// the right choice and why another is not.
#pragma once

#include "poch/action.h"
#include "poch/game_record.h"
#include "poch/state.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace poch::app {

// A text of a lesson in each language the program speaks ("en", "de",
// "fr"), written with the lesson rather than in the .ts files, like the
// rules pages: a lesson's words belong to its deal.
class LessonText {
public:
    LessonText() = default;
    explicit LessonText(QMap<QString, QString> byLanguage) : byLanguage_(std::move(byLanguage)) {}
    // In the language the program speaks now, else in English.
    QString text() const;
    QString in(const QString& language) const { return byLanguage_.value(language); }
    bool isEmpty() const { return byLanguage_.isEmpty(); }
    const QMap<QString, QString>& all() const { return byLanguage_; }

private:
    QMap<QString, QString> byLanguage_;
};

// A choice other than the right one, with what the lesson says of it.
struct WrongChoice {
    Action action;
    LessonText say;
    // As good as the right one (the order of two declarations): the lesson
    // keeps to its deal, but the learner made no mistake.
    bool asGood = false;
};

struct LessonStep {
    // How many of the deal's actions have been taken when the step is
    // shown: 0 before the first, the deal's last action's number after it.
    int at = 0;
    LessonText say;
    // The learner decides here: `say` asks for the right choice, `why`
    // explains it when another is made, and `wrong` has words for
    // particular other choices.
    bool decide = false;
    LessonText why;
    std::vector<WrongChoice> wrong;
};

class Lesson {
    Q_DECLARE_TR_FUNCTIONS(poch::app::Lesson)
public:
    // The languages every text of a lesson must be in.
    static const QStringList& languages();

    // Reads and checks a lesson: the record replays to the end of its one
    // deal, every decision of the learner with a choice in it has its step
    // and every text is in every language. Returns nothing and sets
    // `error` (in words, naming the place) for a lesson that fails.
    static std::optional<Lesson> read(const QString& path, QString* error);
    static std::optional<Lesson> parse(const QByteArray& json, QString* error);
    // Where the program keeps the lesson of a game.
    static QString pathOf(const QString& ruleset) { return QStringLiteral(":/lessons/%1.json").arg(ruleset); }

    QString ruleset() const { return QString::fromStdString(record_.ruleset); }
    const LessonText& title() const { return title_; }
    // One line: what the lesson shows.
    const LessonText& teaches() const { return teaches_; }
    int learner() const { return learner_; }
    // The record with every action spelt out, forced ones too, so that an
    // action's number is its place in the deal.
    const GameRecord& record() const { return record_; }
    int actions() const { return static_cast<int>(record_.deals.front().actions.size()); }
    // The action the record takes at `at` (the right one, where the
    // learner decides).
    const RecordAction& actionAt(int at) const { return record_.deals.front().actions[static_cast<std::size_t>(at)]; }
    const std::vector<LessonStep>& steps() const { return steps_; }
    // The step at which the learner decides at `at`, or null.
    const LessonStep* decisionAt(int at) const;

    // The state just before the action `at`, where the seat to act has a
    // choice there; nothing where the action is forced.
    std::optional<State> choiceAt(int at) const;

private:
    LessonText title_;
    LessonText teaches_;
    int learner_ = 0;
    GameRecord record_;
    std::vector<LessonStep> steps_;
};

} // namespace poch::app
