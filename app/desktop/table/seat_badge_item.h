// A player's place at the table: name, level, chips, lives, and marks for
// the dealer, the player to act, and a player who has dropped or is out.
#pragma once

#include <QGraphicsObject>

namespace poch::app {

struct SeatBadge {
    QString name;
    QString detail;     // the level, or "You"
    int chips = 0;
    int lives = -1;     // -1 where the game has none
    int startingLives = 0;
    int bet = 0;        // put into the betting this deal
    bool dealer = false;
    bool toAct = false;
    bool dropped = false; // out of this deal's betting
    bool passed = false;  // ... by a pass, as the log says it
    bool out = false;
    bool sitsOut = false; // dealt no cards this deal (Pope Joan's dealer who looks at the spare hand)
};

class SeatBadgeItem final : public QGraphicsObject {
    Q_OBJECT
public:
    // The badge's size on the table; the table's layout leaves this room.
    // Its words are large because the table is drawn at under half size
    // in a small window.
    static constexpr qreal kWidth = 240;
    static constexpr qreal kHeight = 104;

    explicit SeatBadgeItem(QGraphicsItem* parent = nullptr);
    void setBadge(const SeatBadge& badge);
    const SeatBadge& badge() const { return b_; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // What the badge's second and third lines say, where each is drawn,
    // and the font that fits a text in a width (tests hold them together).
    static QString chipsLine(const SeatBadge& badge);
    static QString detailLine(const SeatBadge& badge);
    static QRectF lineRect(int line);
    // The room the name has beside the lives and the dealer's button.
    static qreal nameWidth(const SeatBadge& badge);
    static QFont fitted(QFont font, const QString& text, qreal width);

private:
    SeatBadge b_;
};

} // namespace poch::app
