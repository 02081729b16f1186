// The view of the table: keeps the whole table in sight as the window
// changes size, lets the keyboard choose among the playable cards, and
// skips the animations on a click.
#pragma once

#include "poch/card.h"

#include <QGraphicsView>

namespace poch::app {

class CardItem;
class TableScene;

class TableView final : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);
    // Called after the table is redrawn: the keyboard focus starts again,
    // on the first playable card when there is one, so that Enter plays it.
    void resetCardFocus();
    // The card the keyboard is on, or null.
    CardItem* focusedCard() const;
    // Plays a playable card, as Enter or a screen reader's press does.
    void choose(CardItem* card);
    // Moves the keyboard to a playable card (a screen reader's focus action).
    void focusCard(CardItem* card);
    // How much of what lies on the table a rectangle of the view covers,
    // as an area of the table: for a notice to find the emptiest corner.
    double crowding(const QRect& area) const;

signals:
    void clickedWhileBusy();
    // Return or Enter with no card under the keys: the window decides what
    // it means (hurry the animation, or go on where nothing is decided).
    void returnWithoutCard();
    void cardChosen(poch::Card card);
    // The table has been drawn on screen.
    void painted();

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void moveFocus(int by);
    // To the first playable card, or the last (Home, End).
    void focusEnd(bool last);
    // To the playable card at `index`, the keys in use.
    void focusAt(int index);
    // Draws the focus on the card it is on and tells a screen reader.
    void showCardFocus();
    TableScene* table_;
    int focus_ = -1;
    // Whether the person is choosing cards with the keys (since an arrow
    // key, or Tab into the table, and until a click): the focused card is
    // then brought to the front and ringed plainly, as a pointer's would
    // not need.
    bool keysInUse_ = false;
};

} // namespace poch::app
