#include "card_deck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

namespace poch::app {

namespace {

// index.desktop names the SVG in its [KDE Cards] group, or in
// [KDE Backdeck] for decks that ship only a back.
struct DesktopEntry {
    QString name;
    QString svg;
};

DesktopEntry readIndex(const QString& folder) {
    QSettings index(QDir(folder).filePath(QStringLiteral("index.desktop")), QSettings::IniFormat);
    DesktopEntry e;
    for (const QString& group : {QStringLiteral("KDE Cards"), QStringLiteral("KDE Backdeck")}) {
        index.beginGroup(group);
        // The deck's name in the player's language where the deck has it,
        // and its picture: our own decks have one for each language, whose
        // court cards carry that country's letters (D and B in German).
        const QString locale = QLocale().name();
        const auto inTheLanguage = [&](const QString& key) {
            return QStringList{QStringLiteral("%1[%2]").arg(key, locale), QStringLiteral("%1[%2]").arg(key, locale.section(QLatin1Char('_'), 0, 0)), key};
        };
        for (const QString& key : inTheLanguage(QStringLiteral("Name")))
            if (e.name.isEmpty()) {
                // A comma makes the INI reader split a name into a list
                // ("Poch, jeu français"): it is joined back.
                const QVariant name = index.value(key);
                e.name = name.typeId() == QMetaType::QStringList ? name.toStringList().join(QStringLiteral(", ")) : name.toString();
            }
        for (const QString& key : inTheLanguage(QStringLiteral("SVG")))
            if (e.svg.isEmpty()) e.svg = index.value(key).toString();
        index.endGroup();
    }
    return e;
}
} // namespace

QString CardDeck::elementId(Card card) {
    if (!card.valid()) return QStringLiteral("back");
    static const char* const suits[] = {"club", "diamond", "heart", "spade"};
    QString rank;
    switch (card.rank()) {
    case kAce: rank = QStringLiteral("1"); break;
    case kJack: rank = QStringLiteral("jack"); break;
    case kQueen: rank = QStringLiteral("queen"); break;
    case kKing: rank = QStringLiteral("king"); break;
    default: rank = QString::number(card.rank());
    }
    return rank + QLatin1Char('_') + QLatin1String(suits[static_cast<int>(card.suit())]);
}

QString CardDeck::load(const QString& folder) {
    const QString indexPath = QDir(folder).filePath(QStringLiteral("index.desktop"));
    // A deck chosen once and since moved or deleted: said without the
    // name of a file the person never saw.
    if (!QFileInfo(folder).isDir()) return tr("The card deck chosen, %1, is no longer there.").arg(QDir::toNativeSeparators(folder));
    if (!QFileInfo::exists(indexPath))
        return tr("The folder %1 holds no card deck: a deck's folder has an index.desktop file that names its pictures.").arg(QDir::toNativeSeparators(folder));
    const DesktopEntry entry = readIndex(folder);
    if (entry.svg.isEmpty()) return tr("The card deck in %1 names no SVG file.").arg(QDir::toNativeSeparators(folder));
    SvgArt art;
    if (!art.load(QDir(folder).filePath(entry.svg))) return tr("The card deck's picture %1 cannot be read.").arg(entry.svg);
    QRectF bounds;
    for (int i = 0; i <= 52; ++i) {
        const QString id = elementId(i < 52 ? Card::fromIndex(i) : Card::none());
        if (!art.has(id)) return tr("The card deck \"%1\" has no card \"%2\".").arg(entry.name, id);
        if (i == 0) bounds = art.renderer()->boundsOnElement(id);
    }
    if (bounds.width() <= 0 || bounds.height() <= 0) return tr("The card deck \"%1\" has cards of no size.").arg(entry.name);
    art_ = std::move(art);
    name_ = entry.name.isEmpty() ? QFileInfo(folder).fileName() : entry.name;
    folder_ = folder;
    aspect_ = bounds.width() / bounds.height();
    return {};
}

// Rendered once per card and size, then kept: an animation only moves pixmaps.
QPixmap CardDeck::pixmap(Card card, QSize size) { return art_.pixmap(elementId(card), size); }

QList<DeckInfo> CardDeck::available() {
    QList<DeckInfo> decks;
    for (const QString& own : {QStringLiteral(":/decks/poch-french"), QStringLiteral(":/decks/poch-french-4colour")})
        if (QFileInfo::exists(own + QStringLiteral("/index.desktop"))) decks.push_back({readIndex(own).name, own});
    // KDE's decks (the carddecks package) wherever the system keeps data.
    for (const QString& data : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation)) {
        const QDir dir(QDir(data).filePath(QStringLiteral("carddecks")));
        for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString folder = dir.filePath(sub);
            const DesktopEntry entry = readIndex(folder);
            if (!entry.svg.isEmpty() && QFileInfo::exists(QDir(folder).filePath(entry.svg)))
                decks.push_back({entry.name.isEmpty() ? sub : entry.name, folder});
        }
    }
    return decks;
}

} // namespace poch::app
