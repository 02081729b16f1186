// A short notice over a corner of the table (where a game was saved, a
// deck that could not be read), gone after a while. It lies over the table
// rather than in a status bar: a bar that came and went made the whole
// table shrink and grow again under the player's eyes.
#pragma once

#include <QLabel>
#include <QTimer>

namespace poch::app {

class TableNotice final : public QLabel {
    Q_OBJECT
public:
    // Lies over `table`'s upper right corner, following its size.
    explicit TableNotice(QWidget* table);
    // Shows `text` for `ms` milliseconds (or until the next notice).
    void say(const QString& text, int ms);
    // Takes the notice away now, as its time running out does.
    void dismiss();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    QTimer timer_;
};

} // namespace poch::app
