// The lines the log says beside the game's events: where it was saved or
// opened from, that it was resumed, a move taken back or made again. They
// are kept by their words' source (LogRemarks::Said), beside the autosave
// too, and spoken in the language of the day: a match resumed after the
// program was closed or killed, or started again in another language,
// tells them where they were said.
#include "main_window.h"

#include "elision.h"
#include "rule_texts.h"

#include <QListWidget>

#include <array>

namespace poch::app {

namespace {
// The source of each line's words, in the order of MainWindow::Remark.
// Translated as MainWindow's, where they were said before they were kept.
constexpr std::array kWords{
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— The game is resumed where it stood —"),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— Opened %1 —"),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— Saved as %1 —"),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "%1 plays at a level Poch does not have (“%2”): the Standard player takes the seat."),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "Your game of %1 is kept: it comes back as it stands when you leave the lesson."),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— You take back your last move —"),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— %1's last move is taken back —"),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— You make your move again —"),
    QT_TRANSLATE_NOOP("poch::app::MainWindow", "— %1's move is made again —"),
};

QStringList knownWords() {
    QStringList known;
    for (const char* words : kWords) known << QString::fromUtf8(words);
    return known;
}
} // namespace

QString MainWindow::remarkWords(const LogRemarks::Said& said) const {
    QString words = tr(said.words.toUtf8().constData());
    const QStringList& a = said.args;
    // The lesson's line names the game (its id kept, its name spoken now),
    // between the dashes of a line beside the game.
    if (said.words == QLatin1String(kWords[static_cast<std::size_t>(Remark::GameKept)]))
        return tr("— %1 —").arg(words.arg(texts::rulesetName(a.value(0))));
    if (a.size() == 1) words = words.arg(a[0]);
    else if (a.size() == 2) words = words.arg(a[0], a[1]);
    // A name in French: "le dernier coup d'Emma".
    return elided(words);
}

QString MainWindow::remark(Remark line, const QStringList& args) {
    const LogRemarks::Said said{QString::fromUtf8(kWords[static_cast<std::size_t>(line)]), args};
    remarks_.add(session_.events(), said);
    const QString words = remarkWords(said);
    log_->addItem(words);
    log_->scrollToBottom();
    keepRemarks();
    return words;
}

void MainWindow::remarkAfter(Remark line, const QStringList& args) {
    remarks_.add(session_.events(), {QString::fromUtf8(kWords[static_cast<std::size_t>(line)]), args});
    keepRemarks();
}

void MainWindow::expectKeptRemarks(const GameRecord& record) {
    remarksComing_ = LogRemarks::fromJson(store_.readRemarks(record), knownWords());
}

void MainWindow::keepRemarks() {
    // As the autosave: not a lesson's, nor a match's that has ended, nor
    // those of the match before this one, not yet forgotten.
    if (!session_.active() || session_.inLesson() || session_.state().matchOver() || remarksOfMatch_ != session_.matchNumber()) return;
    if (const QString error = store_.writeRemarks(session_.record(), remarks_.toJson(session_.events())); !error.isEmpty())
        qWarning("%s", qPrintable(error));
}

} // namespace poch::app
