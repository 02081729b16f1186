// A lesson under way: which of its steps have been shown, and the referee
// of the learner's choices. The window asks it, each time the table comes
// to rest, whether a step is due before the game goes on; the learner's
// seat asks it whether a choice is the right one.
#pragma once

#include "lesson.h"

#include <QObject>

#include <optional>
#include <set>

namespace poch::app {

class LessonGuide final : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    void begin(Lesson lesson);
    void end();
    bool active() const { return lesson_.has_value(); }
    const Lesson& lesson() const { return *lesson_; }

    // The next step due when `moment` actions of the deal have been
    // taken, or null; each step is given once, in order.
    const LessonStep* stepDue(int moment);
    // The step shown last, and its number from 1 (0 before the first).
    const LessonStep* current() const { return shown_ > 0 ? &lesson_->steps()[static_cast<std::size_t>(shown_ - 1)] : nullptr; }
    int shown() const { return shown_; }
    int steps() const { return lesson_ ? static_cast<int>(lesson_->steps().size()) : 0; }
    // The steps numbered "Step 3 of 14": all but a closing word at the
    // deal's end, which is shown as the lesson's end ("of 15" ended after
    // step 14, and a newcomer looked for the step skipped).
    int numbered() const;
    // Every step has been shown and the deal is over.
    bool finished(int moment) const { return lesson_ && shown_ == steps() && moment >= lesson_->actions(); }

    // The learner's right choice at `moment`, or none past the lesson's
    // script.
    std::optional<Action> rightChoice(int moment) const;
    // Whether `action` is the right choice for the learner at `moment`;
    // when it is not, `refused` says why; when it is, at a step that
    // asked for it, `accepted` follows.
    bool judge(int moment, const Action& action);
    // How many decisions needed another try so far: two wrong choices at
    // one decision are one ("4 choices needed another try" was said of
    // three, a tester).
    int mistakes() const { return static_cast<int>(mistaken_.size()); }

signals:
    // `asGood`: the choice was as good as the right one, and no mistake.
    void refused(const QString& why, const poch::Action& right, bool asGood);
    void accepted();

private:
    std::optional<Lesson> lesson_;
    int shown_ = 0;
    std::set<int> mistaken_; // the moments of those decisions
};

} // namespace poch::app
