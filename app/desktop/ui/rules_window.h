// The rules page of a game, as the project wrote it from the sources.
#pragma once

#include <QDialog>

class QTextDocument;

namespace poch::app {

class RulesWindow final : public QDialog {
    Q_OBJECT
public:
    RulesWindow(const QString& rulesetId, QWidget* parent = nullptr);
    // The page's Markdown from the resources, in the program's language
    // where there is a translation, else in English; empty if none. The
    // page names options and games by their ids, in code (`deals`); the
    // player reads each by its name in the program's language, as the New
    // Game dialog shows it.
    static QString page(const QString& rulesetId);
    // The page's citations of its sources, "(002)", in a smaller grey.
    static void quietenCitations(QTextDocument& page);
};

} // namespace poch::app
