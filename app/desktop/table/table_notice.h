// A short notice over a corner of the table (where a game was saved, a
// deck that could not be read), gone after a while. It lies over the table
// rather than in a status bar: a bar that came and went made the whole
// table shrink and grow again under the player's eyes. Of the corners it
// takes the one where it hides least of the table: at five to eight
// seats a player's name plate stands in the upper right one, which it
// covered for eight seconds after every save.
#pragma once

#include <QLabel>
#include <QTimer>

namespace poch::app {

class TableView;

class TableNotice final : public QLabel {
    Q_OBJECT
public:
    // Lies over a corner of `table`, following its size.
    explicit TableNotice(TableView* table);
    // Shows `text` for `ms` milliseconds (or until the next notice).
    void say(const QString& text, int ms);
    // Takes the notice away now, as its time running out does.
    void dismiss();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    TableView* table_;
    QTimer timer_;
};

} // namespace poch::app
