// MainWindow's games kept and taken up again: resuming the autosave after
// a crash, opening and saving game records, and giving up a match for a
// new one, each saying what it did or what would be lost.
#include "main_window.h"

#include "table_notice.h"

#include "action_bar.h"
#include "card_item.h"
#include "event_text.h"
#include "language.h"
#include "lesson_guide.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "rule_texts.h"
#include "print_board_dialog.h"
#include "rules_window.h"
#include "settings_file.h"
#include "statistics.h"
#include "statistics_dialog.h"
#include "table_animator.h"
#include "table_scene.h"
#include "table_view.h"

#include "poch/agent.h"
#include "poch/dealer_draw.h"
#include "poch/match.h"

#include <QActionGroup>
#include <QApplication>
#include <QFileInfo>
#include <QStandardPaths>
#include <QLocale>
#include <QScreen>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QProcess>
#include <QSettings>
#include <QDir>
#include <QVBoxLayout>

namespace poch::app {

namespace {
// Whether two records are of one match, perhaps at different moments: the
// same game and players, dealt the same first cards.
bool sameMatch(const GameRecord& a, const GameRecord& b) {
    return a.ruleset == b.ruleset && a.options == b.options && a.seats == b.seats && a.chips == b.chips && a.draw == b.draw
           && !a.deals.empty() && !b.deals.empty() && a.deals.front().dealer == b.deals.front().dealer
           && a.deals.front().deck == b.deals.front().deck && a.deals.front().layout == b.deals.front().layout;
}

// A person left under the default name goes on under the word for it in
// the language spoken now: a match begun in German went on as "Spieler"
// in English after View > Language.
void nameInTheLanguageSpoken(GameRecord& record) {
    const QStringList player = Language::everyTranslation("MatchSettings", "Player");
    const std::string now = QCoreApplication::translate("MatchSettings", "Player").toStdString();
    for (RecordSeat& seat : record.seats)
        if (seat.ai.empty() && player.contains(QString::fromStdString(seat.name))) seat.name = now;
}
} // namespace

QString MainWindow::resumeQuestion(const GameRecord& record) {
    const QString game = texts::rulesetName(QString::fromStdString(record.ruleset));
    const int deal = std::max<int>(1, static_cast<int>(record.deals.size()));
    // Saved at a deal's result, the record already holds the next deal's
    // cards, with nothing done in it: the match stands at the result.
    if (Match::lastDealUnplayed(record))
        return tr("A match of %1 was left at the result of deal %2. Resume it where it stood?").arg(game).arg(deal - 1);
    return tr("A match of %1 was left unfinished in deal %2. Resume it where it stood?").arg(game).arg(deal);
}

bool MainWindow::offerResume(bool ask, const QString& instead) {
    QString error;
    auto record = store_.readAutosave(&error);
    QString damage;
    if (!error.isEmpty()) {
        // Kept beside, never overwritten: the player may want it.
        const QString kept = SaveStore::asideName(store_.autosavePath());
        QFile::rename(store_.autosavePath(), kept);
        damage = tr("The game that was being played could not be read back: %1\n\nThe file is kept as %2.").arg(error, QDir::toNativeSeparators(kept));
        // The save made one action earlier is whole unless both were hit.
        QString previousError;
        record = store_.readPreviousAutosave(&previousError);
        if (!record) {
            // Both lost: the person is told the match is gone, not left to
            // guess from a new game's dialog; the earlier file is kept
            // beside too, or the new match's second save would replace it.
            QString both = damage;
            if (!previousError.isEmpty()) {
                const QString keptEarlier = SaveStore::asideName(store_.previousAutosavePath());
                QFile::rename(store_.previousAutosavePath(), keptEarlier);
                both += QStringLiteral("\n\n")
                        + tr("The save made one step earlier cannot be read either: %1\n\nIt is kept as %2.")
                              .arg(previousError, QDir::toNativeSeparators(keptEarlier));
            }
            warn(tr("Resume"), both + QStringLiteral("\n\n") + tr("The match cannot be resumed."));
            return false;
        }
        damage += QStringLiteral("\n\n") + tr("The save made one step earlier can be read.");
    }
    if (!record) return false;
    // A match that ended is not taken up again: its result was counted
    // when it ended, and it is not unfinished (a save of one, kept at its
    // end by an earlier Poch, was offered, and each resume counted it anew).
    if (const MatchReplay replayed = Match::replay(*record); replayed.match && replayed.match->state().matchOver()) {
        store_.clearAutosave();
        return false;
    }
    if (ask) {
        // Where that save stands, as the question always says it.
        const QString question = damage.isEmpty() ? resumeQuestion(*record) : damage + QStringLiteral("\n\n") + resumeQuestion(*record);
        // Escape, or closing the question, resumes: the match is given up
        // only by the button that says so (Escape as No lost a long match).
        QMessageBox box(QMessageBox::Question, tr("Resume"), question, QMessageBox::NoButton, this);
        // Asked for another game, the person is told it waits behind this
        // question (Escape resumed, and the game asked for seemed ignored).
        if (!instead.isEmpty()) box.setInformativeText(instead);
        QPushButton* resume = box.addButton(tr("&Resume"), QMessageBox::AcceptRole);
        QPushButton* giveUp = box.addButton(tr("&Give Up the Match"), QMessageBox::DestructiveRole);
        box.setDefaultButton(resume);
        box.setEscapeButton(resume);
        box.exec();
        if (box.clickedButton() == giveUp) return false;
    } else if (!damage.isEmpty()) {
        warn(tr("Resume"), damage + QLatin1Char(' ') + tr("The game goes on from there, in deal %1.").arg(std::max<int>(1, static_cast<int>(record->deals.size()))));
    }
    // A record does not say whether its people play open-handed; as chosen last.
    session_.setPrivacyScreen(SettingsFile::flag(QStringLiteral("newGame/privacyScreen"), true));
    nameInTheLanguageSpoken(*record);
    // With the lines its log said beside it, kept beside the autosave.
    expectKeptRemarks(*record);
    const QString problem = session_.resume(*record, static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
    remarksComing_.reset();
    if (!problem.isEmpty()) {
        warn(tr("Resume"), tr("The unfinished game cannot be resumed: %1").arg(problem));
        return false;
    }
    remark(Remark::Resumed);
    // The whole save becomes the latest again.
    autosave();
    return true;
}

void MainWindow::autosave() {
    // A lesson is never saved: the autosave keeps the game it interrupted.
    if (!session_.active() || session_.inLesson()) return;
    // Nor a match that has ended: there is nothing of it to resume.
    if (session_.state().matchOver()) {
        store_.clearAutosave();
        return;
    }
    keepRemarks();
    if (const QString error = store_.writeAutosave(session_.record()); !error.isEmpty()) {
        qWarning("%s", qPrintable(error));
        notice_->say(tr("The game could not be saved: %1").arg(error), 10000);
        return;
    }
    emit autosaved();
}

void MainWindow::begin(const QString& path, bool askToResume) {
    if (!path.isEmpty()) {
        // A match left unfinished is not given up unasked for the file (the
        // next save overwrote it): the question comes first, as for --game.
        if (offerResume(true, tr("Giving it up opens %1 instead.").arg(QDir::toNativeSeparators(path)))) return;
        const QString error = openFile(path);
        if (error.isEmpty()) return;
        qWarning("%s", qPrintable(error));
        warn(tr("Open"), tr("%1\n\nThe file was not opened.").arg(error));
    }
    if (offerResume(askToResume)) return;
    if (!quiet_) newGame();
}

void MainWindow::beginWith(const MatchSettings& asked) {
    if (!offerResume(true, tr("Giving it up deals the match of %1 you asked for.").arg(texts::rulesetName(asked.ruleset)))) startMatch(asked);
}

QString MainWindow::openFile(const QString& path) {
    QString error;
    const auto record = SaveStore::read(path, &error);
    if (!record) return error;
    // A match already over when opened is shown with its result, not
    // counted again.
    if (const QString problem = session_.resume(*record, static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()),
                                                GameSession::ResultOfAnEndedMatch::CountedElsewhere);
        !problem.isEmpty())
        return tr("%1 cannot be played on: %2").arg(path, problem);
    savedAs_ = path;
    savedRecord_ = session_.record();
    QSettings().setValue(QStringLiteral("files/folder"), QFileInfo(path).absolutePath());
    remark(Remark::Opened, {path});
    // A level this program does not have (another program's, or a
    // tournament's) is played by the Standard player, and said so: it was
    // taken quietly, and saved again as "standard".
    QStringList strangers;
    for (const RecordSeat& seat : record->seats) {
        Level level;
        if (!seat.ai.empty() && !parseLevel(seat.ai, level)) {
            strangers << remark(Remark::StrangeLevel, {QString::fromStdString(seat.name), QString::fromStdString(seat.ai)});
        }
    }
    if (!strangers.isEmpty()) notice_->say(strangers.join(QLatin1Char('\n')), 10000);
    log_->scrollToBottom();
    // The match opened is the one to resume from now on, before anything
    // is done in it: killed at once, Poch brought back the match given up
    // for it (a tester).
    autosave();
    return {};
}

void MainWindow::openAsked(const QString& path) {
    // A file that cannot be played on is told of before anything is
    // asked: the question said the match in progress would be lost, and
    // then the file was refused and the match went on.
    QString error;
    if (!SaveStore::readPlayable(path, &error)) {
        warn(tr("Open a Game"), tr("%1\n\nThe file was not opened.").arg(error));
        return;
    }
    if (!mayAbandonMatch(Instead::Open)) return;
    if (error = openFile(path); !error.isEmpty()) warn(tr("Open a Game"), error);
}

// Save As and Open started in the folder the program was started from
// (the source tree, for a tester), which the person never chose.
QString MainWindow::recordFolder() const {
    const QString last = QSettings().value(QStringLiteral("files/folder")).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString MainWindow::suggestedSavePath() const {
    // This match's own file; another match is not offered its place.
    if (!savedAs_.isEmpty() && session_.active() && sameMatch(session_.record(), savedRecord_)) return savedAs_;
    return QDir(recordFolder()).filePath(tr("game.poch.json"));
}

// Says where the game went, so that the person sees it was saved.
QString MainWindow::saveFile(const QString& path, const GameRecord* seen) {
    const GameRecord& record = seen ? *seen : session_.record();
    // Saved at a deal's result, the record ends with that deal: the match
    // has shuffled the next one into it already, and the file showed its
    // hands to whoever opened it (two testers, one keeping records). Opened,
    // the match stands at the result and deals the next from a new seed,
    // as a resumed match deals every later one. The autosave keeps it, so
    // that a match taken up after a crash deals the cards it would have.
    GameRecord played = record;
    if (Match::lastDealUnplayed(played)) played.deals.pop_back();
    const QString error = SaveStore::write(path, played);
    if (error.isEmpty()) {
        savedAs_ = path;
        savedRecord_ = record;
        QSettings().setValue(QStringLiteral("files/folder"), QFileInfo(path).absolutePath());
        remark(Remark::Saved, {QDir::toNativeSeparators(path)});
        notice_->say(tr("Saved as %1").arg(QDir::toNativeSeparators(path)), 8000);
    }
    return error;
}

void MainWindow::newGame() {
    NewGameDialog dialog(this);
    // It opens on the game in play rather than on the dialog's last choice
    // (which a match from the command line, an opened record or a resumed
    // game passed by): another of the same is what a player most often
    // wants, and Enter twice at a match's end deals it.
    if (session_.active() && !session_.inLesson()) dialog.offerAgain(session_.record());
    // In a lesson, on the lesson's game, as its own Play This Game does:
    // the game just learnt is the one a newcomer goes on to.
    else if (session_.inLesson() && guide_->active()) dialog.selectRuleset(guide_->lesson().ruleset());
    if (dialog.exec() == QDialog::Accepted && mayAbandonMatch()) startMatch(dialog.settings());
}

bool MainWindow::mayAbandonMatch(Instead instead) {
    // In a lesson, the game in play is the one it interrupted, kept in the
    // autosave.
    std::optional<GameRecord> kept;
    if (session_.inLesson()) {
        QString error;
        kept = store_.readAutosave(&error);
        if (!kept) return true;
    } else if (!session_.active() || session_.state().matchOver()) {
        return true;
    }
    const GameRecord& record = kept ? *kept : session_.record();
    bool decided = false;
    for (const RecordDeal& deal : record.deals) decided |= !deal.actions.empty();
    if (!decided) return true; // dealt, but nothing done yet
    if (!savedAs_.isEmpty() && record == savedRecord_) return true; // in its file as it stands
    const QString game = texts::rulesetName(QString::fromStdString(record.ruleset));
    const bool opening = instead == Instead::Open;
    QMessageBox box(QMessageBox::Question, opening ? tr("Open a Game") : tr("New Game"), tr("Give up the match in progress?"),
                    QMessageBox::NoButton, this);
    // At a deal's result the record holds the next deal's cards already,
    // with nothing done in them: the match stands at that result, as the
    // question to resume it says (a tester read "in deal 2" of a deal over).
    const bool atResult = Match::lastDealUnplayed(record);
    const int deal = kept ? std::max<int>(1, static_cast<int>(kept->deals.size()) - (atResult ? 1 : 0)) : dealNumber();
    if (!savedAs_.isEmpty() && sameMatch(record, savedRecord_))
        box.setInformativeText((atResult ? tr("The match of %1 stands at the result of deal %2. It will be lost as it stands now: %3 holds it only as it was when saved.")
                                         : tr("The match of %1 is in deal %2. It will be lost as it stands now: %3 holds it only as it was when saved."))
                                   .arg(game)
                                   .arg(deal)
                                   .arg(QDir::toNativeSeparators(savedAs_)));
    else
        box.setInformativeText((atResult ? tr("The match of %1 stands at the result of deal %2. It will be lost: it cannot be resumed afterwards.")
                                         : tr("The match of %1 is in deal %2. It will be lost: it cannot be resumed afterwards."))
                                   .arg(game)
                                   .arg(deal));
    QPushButton* giveUp = box.addButton(opening ? tr("&Give Up and Open") : tr("&Give Up and Deal"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(tr("&Keep Playing"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.exec();
    return box.clickedButton() == giveUp;
}

} // namespace poch::app
