#include "note_panel.h"

#include <QApplication>
#include <QEvent>
#include <QPalette>

namespace poch::app {

NotePanel::NotePanel(const QString& name, const QColor& tint, QWidget* parent) : QFrame(parent) {
    setObjectName(name);
    setFrameShape(QFrame::StyledPanel);
    notes_.push_back({name, tint});
    restyle();
}

void NotePanel::addInnerNote(const QString& name, const QColor& tint) {
    notes_.push_back({name, tint});
    restyle();
}

bool NotePanel::darkTheme() {
    const QPalette palette = QApplication::palette();
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QColor NotePanel::over(const QColor& colour, double share) {
    const QColor ground = QApplication::palette().color(QPalette::Window);
    const auto mix = [share](int a, int b) { return static_cast<int>(a * (1 - share) + b * share + 0.5); };
    return QColor(mix(ground.red(), colour.red()), mix(ground.green(), colour.green()), mix(ground.blue(), colour.blue()));
}

// From the application's colours, not the panel's own, which its style
// sheet has already tinted.
void NotePanel::restyle() {
    QString style;
    for (std::size_t i = 0; i < notes_.size(); ++i) {
        const Note& note = notes_[i];
        const double share = darkTheme() ? 0.22 : 0.16;
        style += QStringLiteral("#%1 { background: %2; border: 1px solid %3; border-radius: %4px;%5 }")
                     .arg(note.name, over(note.tint, share).name(), over(note.tint, 0.6).name())
                     .arg(i == 0 ? 6 : 4)
                     .arg(i == 0 ? QString() : QStringLiteral(" padding: 6px;"));
    }
    // Set only when it changes: a new style sheet is itself a change of
    // style, which would bring this back.
    if (style != styleSheet()) setStyleSheet(style);
}

void NotePanel::changeEvent(QEvent* event) {
    // The desktop's theme changed while the program runs (macOS's dark
    // mode at sunset).
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) restyle();
    QFrame::changeEvent(event);
}

} // namespace poch::app
