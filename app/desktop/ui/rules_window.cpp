#include "rules_window.h"

#include "rule_texts.h"
#include "screen_fit.h"

#include "poch/registry.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QKeyEvent>
#include <QScrollBar>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace poch::app {

namespace {
// `id` as the player reads it: an option of this game by its name, in
// bold as the New Game dialog leads with it; a game by its name; anything
// else as it is.
QString named(const RulesetInfo* game, const QString& id) {
    if (game) {
        // The New Game dialog's own option, where the game lays out pool cards.
        bool option = id == QLatin1String("customary-cards") && !game->customaryPoolCards.empty();
        for (const OptionSpec& o : game->options) option |= id == QLatin1String(o.id.c_str());
        if (option) return QStringLiteral("**%1**").arg(texts::optionName(QString::fromStdString(game->id), id));
    }
    if (findRuleset(id.toStdString())) return texts::rulesetName(id);
    return QLatin1Char('`') + id + QLatin1Char('`');
}
// Home and End (with Ctrl or without) go to the page's top and end, as in
// any reader: a browser without a caret ignores them, and a caret would
// blink in a page nobody writes in.
class HomeAndEnd final : public QObject {
public:
    explicit HomeAndEnd(QTextBrowser* text) : QObject(text), text_(text) { text->installEventFilter(this); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == Qt::Key_Home || key == Qt::Key_End) {
                text_->verticalScrollBar()->triggerAction(key == Qt::Key_Home ? QAbstractSlider::SliderToMinimum : QAbstractSlider::SliderToMaximum);
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QTextBrowser* text_;
};

// A source text's number as a page cites it: 000 to 004.
const QString kSourceNumber = QStringLiteral("00([0-4])");

// What each source text is, for a reader who meets "(004)" on a page: the
// texts themselves are files of the project's (see seeds/README.md).
QString sourceWords(int number) {
    switch (number) {
    case 0: return RulesWindow::tr("an old book's descriptions of Saratoga and of Pochen (the old English rules), and the first lines of Ranter-Go-Round");
    case 1: return RulesWindow::tr("W. H. Peel's *Round Games with Cards*: Pope Joan with its variations, Spin, and the game with the sevens taken out");
    case 2: return RulesWindow::tr("a present-day description of Poch with nine bowls, a banker and the Pinke");
    case 3: return RulesWindow::tr("a description of Newmarket (also Boodle, Stops, Chicago and Michigan), with its boodle cards and dummy hand");
    case 4: return RulesWindow::tr("an article on Poch and Le Poque (2013): the modern German game and its variations, Le Poque as played in 1789, and Poch after Hoffmann (1810)");
    }
    return {};
}

// The sources a page cites, named at its end.
QString sourcesOf(const QString& page) {
    static const QRegularExpression cited(QStringLiteral("\\b%1\\b").arg(kSourceNumber));
    QList<int> numbers;
    for (auto it = cited.globalMatch(page); it.hasNext();) {
        const int n = it.next().captured(1).toInt();
        if (!numbers.contains(n)) numbers.append(n);
    }
    if (numbers.isEmpty()) return {};
    std::sort(numbers.begin(), numbers.end());
    QString list = QStringLiteral("\n\n## %1\n\n").arg(RulesWindow::tr("The sources"));
    for (int n : numbers) list += QStringLiteral("- **00%1**: %2\n").arg(n).arg(sourceWords(n));
    return list;
}
} // namespace

// A page cites its source after nearly every rule: "(002)", "(001, 003)".
// Said in a smaller grey, the citations stay for whoever wants them and
// leave the rules to be read (a newcomer found the page cluttered).
void RulesWindow::quietenCitations(QTextDocument& page) {
    static const QRegularExpression citation(QStringLiteral("\\(%1(, %1)*\\)").arg(kSourceNumber));
    QTextCharFormat quiet;
    // The words' own colour, paler: a fixed grey was dim on a dark theme.
    QColor grey = QApplication::palette().color(QPalette::Text);
    grey.setAlphaF(0.6f);
    quiet.setForeground(grey);
    quiet.setFontPointSize(std::max(6.0, page.defaultFont().pointSizeF() * 0.8));
    for (QTextCursor at = page.find(citation); !at.isNull(); at = page.find(citation, at)) at.mergeCharFormat(quiet);
}

QString RulesWindow::page(const QString& rulesetId) {
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile file(QStringLiteral(":/rules/%1/%2.md").arg(lang, rulesetId));
        if (!file.open(QIODevice::ReadOnly)) continue;
        const QString markdown = QString::fromUtf8(file.readAll());
        const RulesetInfo* game = findRuleset(rulesetId.toStdString());
        static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
        QString shown;
        qsizetype from = 0;
        for (auto it = code.globalMatch(markdown); it.hasNext();) {
            const auto m = it.next();
            shown += markdown.mid(from, m.capturedStart() - from) + named(game, m.captured(1));
            from = m.capturedEnd();
        }
        shown += markdown.mid(from);
        return shown + sourcesOf(shown);
    }
    return {};
}

RulesWindow::RulesWindow(const QString& rulesetId, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Rules: %1").arg(texts::rulesetName(rulesetId)));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QTextBrowser(this);
    text->setAccessibleName(tr("Rules"));
    text->setOpenExternalLinks(true);
    const QString markdown = page(rulesetId);
    if (markdown.isEmpty()) text->setPlainText(tr("There is no rules page for this game."));
    else text->setMarkdown(markdown);
    quietenCitations(*text->document());
    // The page reads with the keys at once: Page Down, Ctrl+End.
    new HomeAndEnd(text);
    text->setFocus();
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resizeToFitScreen(*this, QSize(760, 820));
}

} // namespace poch::app
