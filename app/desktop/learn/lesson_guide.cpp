#include "lesson_guide.h"

namespace poch::app {

void LessonGuide::begin(Lesson lesson) {
    lesson_ = std::move(lesson);
    shown_ = 0;
    mistaken_.clear();
}

void LessonGuide::end() {
    lesson_.reset();
    shown_ = 0;
}

int LessonGuide::numbered() const {
    if (!lesson_ || lesson_->steps().empty()) return 0;
    const bool closing = lesson_->steps().back().at >= lesson_->actions();
    return steps() - (closing ? 1 : 0);
}

const LessonStep* LessonGuide::stepDue(int moment) {
    if (!lesson_ || shown_ >= steps()) return nullptr;
    // A step of an earlier moment is never lost: the table may come to
    // rest past it (forced actions played together at the start).
    const LessonStep& next = lesson_->steps()[static_cast<std::size_t>(shown_)];
    if (next.at > moment) return nullptr;
    ++shown_;
    return &next;
}

std::optional<Action> LessonGuide::rightChoice(int moment) const {
    if (!lesson_ || moment < 0 || moment >= lesson_->actions()) return std::nullopt;
    return lesson_->actionAt(moment).action;
}

bool LessonGuide::judge(int moment, const Action& action) {
    const std::optional<Action> right = rightChoice(moment);
    if (!right) return true;
    if (action == *right) {
        if (lesson_->decisionAt(moment)) emit accepted();
        return true;
    }
    QString why;
    bool asGood = false;
    if (const LessonStep* step = lesson_->decisionAt(moment)) {
        why = step->why.text();
        // The right bet or stake with another number of chips: the learner
        // chose as the step asks but for the amount, so say the amount
        // rather than why a bet is right.
        const bool chipsAlone = (action.kind == ActionKind::Bet || action.kind == ActionKind::Stake) && action.kind == right->kind
                                && action.pool == right->pool && action.chips != right->chips;
        // English has no translation file, so its two forms are two texts.
        if (chipsAlone)
            why = right->chips == 1 ? tr("This step asks for %n chip: set it in the box beside the button.", nullptr, right->chips)
                                    : tr("This step asks for %n chips: set them in the box beside the button.", nullptr, right->chips);
        for (const WrongChoice& wrong : step->wrong)
            if (wrong.action == action) {
                why = wrong.say.text();
                asGood = wrong.asGood;
            }
    }
    if (!asGood) mistaken_.insert(moment);
    emit refused(why, *right, asGood);
    return false;
}

} // namespace poch::app
