#include "rules_window.h"

#include "rule_texts.h"
#include "screen_fit.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace poch::app {

QString RulesWindow::page(const QString& rulesetId) {
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile file(QStringLiteral(":/rules/%1/%2.md").arg(lang, rulesetId));
        if (file.open(QIODevice::ReadOnly)) return QString::fromUtf8(file.readAll());
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
