// A deck of card faces and a back in the KDE card-deck format: a folder
// with index.desktop naming an SVG whose elements are 1_club ... king_heart
// and back. Faces are rendered once per element and size and kept; an
// animation only ever moves pixmaps.
#pragma once

#include "svg_art.h"

#include "poch/card.h"

#include <QPixmap>
#include <QSize>
#include <QCoreApplication>
#include <QString>


namespace poch::app {

struct DeckInfo {
    QString name;   // as index.desktop gives it
    QString folder; // holding index.desktop
};

class CardDeck {
    Q_DECLARE_TR_FUNCTIONS(poch::app::CardDeck)

public:
    // Loads the deck in `folder`; returns an error message naming what is
    // wrong (no index.desktop, no SVG, a missing element), or empty.
    QString load(const QString& folder);
    bool loaded() const { return art_.loaded(); }
    QString name() const { return name_; }
    // The folder of the deck in use.
    QString folder() const { return folder_; }

    // Width / height of a card.
    qreal aspect() const { return aspect_; }
    // The face (or the back, for an invalid card) at this pixel size.
    QPixmap pixmap(Card card, QSize size);
    QPixmap back(QSize size) { return pixmap(Card::none(), size); }

    static QString elementId(Card card);
    // The decks shipped with the program, then KDE decks on the system.
    static QList<DeckInfo> available();

private:
    SvgArt art_;
    QString name_;
    QString folder_;
    qreal aspect_ = 2.5 / 3.5;
};

} // namespace poch::app
