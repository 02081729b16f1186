#include "rules_window.h"

#include "rule_texts.h"
#include "screen_fit.h"

#include "poch/registry.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

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
} // namespace

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
        return shown + markdown.mid(from);
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
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resizeToFitScreen(*this, QSize(760, 820));
}

} // namespace poch::app
