#include "lesson.h"

#include "language.h"
#include "save_store.h"

#include "poch/limits.h"
#include "poch/match.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace poch::app {

namespace {

// Where in the file a fault lies, for the message.
QString stepPlace(int index) { return Lesson::tr("step %1").arg(index + 1); }

std::optional<LessonText> readText(const QJsonValue& value, const QString& place, QString* error) {
    if (!value.isObject()) {
        *error = Lesson::tr("%1 must give its text in %2").arg(place, Lesson::languages().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    QMap<QString, QString> texts;
    const QJsonObject object = value.toObject();
    for (const QString& language : Lesson::languages()) {
        const QString text = object.value(language).toString().trimmed();
        if (text.isEmpty()) {
            *error = Lesson::tr("%1 has no text in '%2'").arg(place, language);
            return std::nullopt;
        }
        texts.insert(language, text);
    }
    return LessonText(std::move(texts));
}

// A choice named as in game records ({"act": "play", "card": "9D"}),
// matched against what is legal at that moment, so that a pool is named
// by its id and a choice that could not be made is an error.
std::optional<Action> readChoice(const QJsonObject& object, const State& state, const QString& place, QString* error) {
    Action a;
    if (!parseActionKind(object.value(QStringLiteral("act")).toString().toStdString(), a.kind)) {
        *error = Lesson::tr("%1: a wrong choice needs an 'act' as in game records").arg(place);
        return std::nullopt;
    }
    auto card = [&](const char* key) {
        const auto c = Card::parse(object.value(QLatin1String(key)).toString().toStdString());
        return c ? *c : Card::none();
    };
    a.card = object.contains(QStringLiteral("card")) ? card("card") : Card::none();
    a.with = object.contains(QStringLiteral("with")) ? card("with") : Card::none();
    a.chips = object.value(QStringLiteral("chips")).toInt();
    const QString pool = object.value(QStringLiteral("pool")).toString();
    for (int p = 0; !pool.isEmpty() && p < static_cast<int>(state.rules().info().pools.size()); ++p)
        if (QString::fromStdString(state.poolId(p)) == pool) a.pool = static_cast<std::int8_t>(p);
    if (!state.isLegal(a)) {
        *error = Lesson::tr("%1: the wrong choice %2 cannot be made there")
                     .arg(place, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
        return std::nullopt;
    }
    return a;
}

} // namespace

QString LessonText::text() const {
    const QString here = byLanguage_.value(Language::current());
    return here.isEmpty() ? byLanguage_.value(QStringLiteral("en")) : here;
}

const QStringList& Lesson::languages() {
    static const QStringList list{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
    return list;
}

std::optional<Lesson> Lesson::read(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 cannot be read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parse(file.read(kLargestRecordBytes + 1), error);
}

std::optional<Lesson> Lesson::parse(const QByteArray& json, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = parseError.error == QJsonParseError::NoError ? tr("a lesson must be a JSON object")
                                                               : tr("not JSON: %1 at character %2").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonObject top = document.object();
    if (top.value(QStringLiteral("format")).toString() != QLatin1String("poch-lesson/1")) {
        *error = tr("not a lesson: 'format' must be \"poch-lesson/1\"");
        return std::nullopt;
    }
    Lesson lesson;
    const auto title = readText(top.value(QStringLiteral("title")), QStringLiteral("'title'"), error);
    const auto teaches = title ? readText(top.value(QStringLiteral("teaches")), QStringLiteral("'teaches'"), error) : std::nullopt;
    if (!teaches) return std::nullopt;
    lesson.title_ = *title;
    lesson.teaches_ = *teaches;

    // The deal, replayed to its end: the match's own record spells out the
    // forced actions a record may leave out.
    GameRecord given;
    try {
        given = parseRecord(QJsonDocument(top.value(QStringLiteral("record")).toObject()).toJson(QJsonDocument::Compact).toStdString());
    } catch (const RecordError& e) {
        *error = tr("its record: %1").arg(SaveStore::describe(e));
        return std::nullopt;
    }
    if (given.deals.size() != 1) {
        *error = tr("its record must hold one deal, not %1").arg(given.deals.size());
        return std::nullopt;
    }
    const MatchReplay replayed = Match::replay(given);
    if (replayed.error) {
        *error = tr("its record: %1").arg(SaveStore::describe(*replayed.error, &given));
        return std::nullopt;
    }
    const State& end = replayed.match->state();
    if (end.dealInPlay() || end.dealsPlayed() != 1 || end.matchOver()) {
        *error = tr("its record must play its deal to the end, and the match must go on after it");
        return std::nullopt;
    }
    lesson.record_ = replayed.match->record();
    lesson.record_.deals.resize(1);

    lesson.learner_ = top.value(QStringLiteral("learner")).toInt(0);
    const int seats = static_cast<int>(lesson.record_.seats.size());
    for (int s = 0; s < seats; ++s) {
        const bool person = lesson.record_.seats[static_cast<std::size_t>(s)].ai.empty();
        if (person != (s == lesson.learner_)) {
            *error = tr("the learner's seat, and only it, must be a person's in the record");
            return std::nullopt;
        }
    }

    const QJsonArray steps = top.value(QStringLiteral("steps")).toArray();
    if (steps.isEmpty()) {
        *error = tr("a lesson needs its steps");
        return std::nullopt;
    }
    int last = 0;
    for (int i = 0; i < steps.size(); ++i) {
        const QJsonObject object = steps[i].toObject();
        const QString place = stepPlace(i);
        LessonStep step;
        step.at = object.value(QStringLiteral("at")).toInt(-1);
        if (step.at < last || step.at > lesson.actions()) {
            *error = tr("%1: 'at' must be from %2 to %3, in order").arg(place).arg(last).arg(lesson.actions());
            return std::nullopt;
        }
        last = step.at;
        const auto say = readText(object.value(QStringLiteral("say")), place, error);
        if (!say) return std::nullopt;
        step.say = *say;
        step.decide = object.value(QStringLiteral("decide")).toBool(false);
        if (step.decide) {
            const auto why = readText(object.value(QStringLiteral("why")), place + QStringLiteral(" 'why'"), error);
            if (!why) return std::nullopt;
            step.why = *why;
            if (step.at >= lesson.actions() || lesson.actionAt(step.at).seat != lesson.learner_) {
                *error = tr("%1: the learner does not decide there").arg(place);
                return std::nullopt;
            }
            if (lesson.decisionAt(step.at)) {
                *error = tr("%1: the learner's decision there has a step already").arg(place);
                return std::nullopt;
            }
            const std::optional<State> before = lesson.choiceAt(step.at);
            if (!before) {
                *error = tr("%1: the learner has no choice there").arg(place);
                return std::nullopt;
            }
            for (const QJsonValue& w : object.value(QStringLiteral("wrong")).toArray()) {
                const auto choice = readChoice(w.toObject(), *before, place, error);
                const auto words = choice ? readText(w.toObject().value(QStringLiteral("say")), place + QStringLiteral(" 'wrong'"), error) : std::nullopt;
                if (!words) return std::nullopt;
                if (*choice == lesson.actionAt(step.at).action) {
                    *error = tr("%1: a wrong choice is the right one").arg(place);
                    return std::nullopt;
                }
                step.wrong.push_back({*choice, *words, w.toObject().value(QStringLiteral("asGood")).toBool(false)});
            }
        } else if (object.contains(QStringLiteral("why")) || object.contains(QStringLiteral("wrong"))) {
            *error = tr("%1: only a step where the learner decides has 'why' and 'wrong'").arg(place);
            return std::nullopt;
        }
        lesson.steps_.push_back(std::move(step));
    }
    // The learner makes every decision of theirs that has a choice in it.
    for (int at = 0; at < lesson.actions(); ++at)
        if (lesson.actionAt(at).seat == lesson.learner_ && lesson.choiceAt(at) && !lesson.decisionAt(at)) {
            *error = tr("action %1 is the learner's decision and has no step").arg(at + 1);
            return std::nullopt;
        }
    return lesson;
}

const LessonStep* Lesson::decisionAt(int at) const {
    for (const LessonStep& step : steps_)
        if (step.decide && step.at == at) return &step;
    return nullptr;
}

std::optional<State> Lesson::choiceAt(int at) const {
    if (at < 0 || at >= actions()) return std::nullopt;
    GameRecord before = record_;
    before.deals.front().actions.resize(static_cast<std::size_t>(at));
    // A replay plays the forced actions after a record's last: where it
    // went past `at`, nobody had a choice there.
    const MatchReplay replayed = Match::replay(before);
    if (!replayed.match || replayed.match->record().deals.front().actions.size() != static_cast<std::size_t>(at)) return std::nullopt;
    return replayed.match->state();
}

} // namespace poch::app
