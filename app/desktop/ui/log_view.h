// "What happened": the list of the deal's events beside the table. It
// keeps its newest line in sight as lines are added and while the words
// above it (a lesson's step, the status, a hint) take more room or less,
// as long as the reader had not scrolled back to read an earlier line:
// then it stays where the reader is. (A list keeps its first line in
// place when it is made lower, so that the newest ran out below.)
#pragma once

#include <QListWidget>

namespace poch::app {

class LogView final : public QListWidget {
    Q_OBJECT
public:
    explicit LogView(QWidget* parent = nullptr);

private:
    // Whether the newest line was in sight before the list's height or
    // its lines changed.
    bool atNewest_ = true;
};

} // namespace poch::app
