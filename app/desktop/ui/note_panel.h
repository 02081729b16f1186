// A note beside the table, set apart from the window by a tint of its own:
// a lesson's parchment, a review's slate. The tint is laid over the
// desktop's own window colour, and the note's words, list and buttons keep
// the desktop's colours, so that it reads alike under a light theme and a
// dark one: a fixed light card under a dark theme held the theme's dark
// list and buttons, and its light words on them (a tester).
#pragma once

#include <QColor>
#include <QFrame>
#include <QString>

#include <vector>

namespace poch::app {

class NotePanel : public QFrame {
    Q_OBJECT
public:
    // The panel is named `name` for its style; `tint` is its colour at
    // full strength.
    NotePanel(const QString& name, const QColor& tint, QWidget* parent);

    // A note inside it, named `name`, with a tint of its own (a lesson's
    // refusal), framed and padded.
    void addInnerNote(const QString& name, const QColor& tint);

    // Whether the desktop's colours are a dark theme's, light words on a
    // dark ground.
    static bool darkTheme();
    // `colour` laid over the desktop's window colour, `share` of it.
    static QColor over(const QColor& colour, double share);

protected:
    void changeEvent(QEvent* event) override;

private:
    void restyle();

    struct Note {
        QString name;
        QColor tint;
    };
    std::vector<Note> notes_; // the panel's own first
};

} // namespace poch::app
