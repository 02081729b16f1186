// MainWindow's menus: File, Game, View and Help, and what each item does.
#include "main_window.h"

#include "action_bar.h"
#include "button_keys.h"
#include "card_item.h"
#include "elision.h"
#include "event_text.h"
#include "language.h"
#include "new_game_dialog.h"
#include "person_seat.h"
#include "rule_texts.h"
#include "print_board_dialog.h"
#include "rules_window.h"
#include "settings_file.h"
#include "statistics.h"
#include "statistics_dialog.h"
#include "table_animator.h"
#include "table_notice.h"
#include "table_scene.h"
#include "table_view.h"

#include "poch/dealer_draw.h"

#include <QActionGroup>
#include <QApplication>
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
#include <QVBoxLayout>

namespace poch::app {

bool MainWindow::mayUndo() const { return undoAllowed_ && !review_ && session_.canUndo(); }
bool MainWindow::mayRedo() const { return undoAllowed_ && !review_ && session_.canRedo(); }
bool MainWindow::mayHint() const { return !review_ && !hintButton_->isHidden() && hintButton_->isEnabled(); }

QString MainWindow::whyNoUndo() const {
    if (!session_.active()) return {};
    if (review_) return tr("Nothing is taken back during a review: go Back to the Game first.");
    if (session_.inLesson()) return tr("Moves are not taken back in a lesson.");
    if (!undoAllowed_) return tr("Undo is off for these games: Game ▸ Allow Undo turns it on.");
    if (session_.state().matchOver()) return tr("The match is over, and its result is counted.");
    if (session_.undoBarredBySight())
        return tr("%1's last move cannot be taken back: cards that %1 could not see when making it have been shown since.")
            .arg(seatName(session_.viewer()));
    return tr("There is no move to take back now.");
}

// Undo and Redo as they may be used now. Where several people share the
// table, they take back the move of the person last at the screen, whom
// they name: "My" would be any of them.
void MainWindow::offerUndo() {
    if (!undo_ || !redo_) return;
    undo_->setEnabled(mayUndo());
    redo_->setEnabled(mayRedo());
    // Nobody at the screen yet (a match resumed, a new deal), nobody is
    // named: it named the first person, whose move it was not. Behind the
    // screen an Undo put up, the person whose move it took back is.
    // Nor during a review, where Undo is greyed: it named the person last
    // at the screen while another's review was up (a tester).
    const bool shared = session_.active() && session_.people() > 1;
    const bool named = shared && !review_ && session_.viewer() >= 0 && (session_.seated() || session_.canRedo());
    // Greyed for what has been shown since, it says so: the
    // person would decide again knowing what the others could not.
    // Its tooltip says why in a sentence (the item's few words read as
    // cryptic, a tester).
    if (named && session_.undoBarredBySight()) {
        undo_->setText(elided(tr("&Undo %1's Last Move (Not After Cards Were Shown)").arg(seatName(session_.viewer()))));
        undo_->setToolTip(tr("Cards that %1 could not see when making that move have been shown since: taking it back would let them choose again knowing more than the others did.")
                              .arg(seatName(session_.viewer())));
    } else {
        undo_->setText(named    ? elided(tr("&Undo %1's Last Move").arg(seatName(session_.viewer())))
                       : shared ? tr("&Undo a Move")
                                : tr("&Undo My Last Move"));
        undo_->setToolTip(session_.active() && session_.state().matchOver() ? tr("The match is over, and its result is counted.") : QString());
    }
    // Greyed, Redo names nobody: there is no move to name. Nor, where
    // several people share the table, is it "my" move, under an Undo
    // that names whose it takes back (a tester).
    redo_->setText(named && session_.canRedo() ? elided(tr("&Redo %1's Move").arg(seatName(session_.viewer())))
                   : shared                    ? tr("&Redo a Move")
                                               : tr("&Redo My Move"));
}

void MainWindow::offerGameItems() {
    // The review has its own way back (Back to the Game); nothing else of
    // the game is done from it: Next Deal dropped it, and Undo moved the
    // game behind it.
    hintItem_->setEnabled(mayHint());
    nextDealItem_->setEnabled(!review_ && betweenDeals_);
    // From one deal's review to another's directly (a tester had to go back
    // to the game in between).
    const bool another = !review_ || dealUnderReview() != session_.state().dealsPlayed();
    reviewItem_->setEnabled(another && atAResult() && dealReviewable());
    earlierReviews_->clear();
    if (atAResult())
        for (const int deal : earlierReviewableDeals())
            if (!review_ || deal != dealUnderReview())
                earlierReviews_->addAction(tr("Deal %1").arg(deal), this, [this, deal] { reviewEarlierDeal(deal); });
    earlierReviews_->setEnabled(!earlierReviews_->isEmpty());
    offerUndo();
}

void MainWindow::useSavedDeck() {
    QSettings settings;
    const QString deck = settings.value(QStringLiteral("view/deck"), QStringLiteral(":/decks/poch-french")).toString();
    // A deck that cannot be read is told of once, not at every start (it
    // is still the one chosen, and may come back, on a drive plugged in).
    const QString toldOf = QStringLiteral("view/deckToldUnreadable");
    if (const QString error = scene_->setDeck(deck); !error.isEmpty()) {
        if (deck != QLatin1String(":/decks/poch-french") && settings.value(toldOf).toString() != deck) {
            notice_->say(tr("%1 The program's own deck is used instead.").arg(error), 10000);
            settings.setValue(toldOf, deck);
        }
        scene_->setDeck(QStringLiteral(":/decks/poch-french"));
    } else {
        settings.remove(toldOf);
    }
}

void MainWindow::chooseDeck(const QString& folder) {
    if (const QString error = scene_->setDeck(folder); !error.isEmpty()) {
        // The mark goes back to the deck kept.
        for (QAction* a : findChildren<QAction*>())
            if (a->isCheckable() && a->data().toString() == scene_->deck()->folder()) a->setChecked(true);
        warn(tr("Card Deck"), tr("%1\n\nThe deck in use is kept.").arg(error));
        return;
    }
    QSettings().setValue(QStringLiteral("view/deck"), folder);
    refresh();
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Game…"), QKeySequence::New, this, &MainWindow::newGame);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a Game"), recordFolder(), tr("Game records (*.json);;All files (*)"));
        if (!path.isEmpty()) openAsked(path);
    });
    saveAs_ = file->addAction(tr("&Save As…"), QKeySequence::SaveAs, this, [this] {
        if (!session_.active() || session_.inLesson()) return;
        // The game as the person saw it when they asked: a computer's move
        // already on its way was made behind the dialog, and the file held
        // a later moment than the one they meant to keep (a tester).
        const GameRecord seen = session_.record();
        QFileDialog dialog(this, tr("Save the Game"), suggestedSavePath(), tr("Game records (*.json)"));
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        // A name given without ".json" gets ".poch.json", as the name
        // offered and the autosave have: saved as "evening", the record was
        // then hidden by Open's filter of game records, and "poch5" became
        // "poch5.json" beside "game.poch.json" (a tester).
        dialog.setDefaultSuffix(QStringLiteral("poch.json"));
        if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return;
        const QString path = dialog.selectedFiles().constFirst();
        if (const QString error = saveFile(path, &seen); !error.isEmpty()) warn(tr("Save the Game"), error);
    });
    // There is no Save apart from Save As, so the Save key (Ctrl+S) that
    // people press first asks for the file too.
    QList<QKeySequence> saveKeys = QKeySequence::keyBindings(QKeySequence::Save);
    for (const QKeySequence& also : QKeySequence::keyBindings(QKeySequence::SaveAs))
        if (!saveKeys.contains(also)) saveKeys << also;
    saveAs_->setShortcuts(saveKeys);
    file->addSeparator();
    file->addAction(tr("&Print a Board…"), QKeySequence::Print, this, [this] {
        PrintBoardDialog dialog(session_.active() ? boardFor(session_.state().rules()).printId : QString(),
                                session_.active() ? session_.state().table().poolCards : CardSet{}, this);
        dialog.exec();
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->setToolTipsVisible(true);
    undo_ = game->addAction(tr("&Undo My Last Move"), QKeySequence::Undo, this, [this] {
        if (mayUndo()) {
            animator_->skip();
            // Where several people share the screen, "you" would be any
            // of them; and whose move it was is all that is known, not who
            // pressed Undo (anyone at the screen may, behind its veil).
            const QString who = session_.people() > 1 ? seatName(session_.viewer()) : QString();
            session_.undo(); // the log is written again as it stood then
            if (who.isEmpty()) remark(Remark::TakenBack);
            else remark(Remark::TheirsTakenBack, {who});
        }
    });
    redo_ = game->addAction(tr("&Redo My Move"), QKeySequence::Redo, this, [this] {
        if (mayRedo()) {
            animator_->skip();
            const QString who = session_.people() > 1 ? seatName(session_.viewer()) : QString();
            // Said where the log stood after the Undo, before the move made
            // again and what followed it, as the log is written again.
            if (who.isEmpty()) remarkAfter(Remark::MadeAgain);
            else remarkAfter(Remark::TheirsMadeAgain, {who});
            session_.redo();
            log_->scrollToBottom();
        }
    });
    // The platform's Redo key, and both that people try (the platforms
    // differ: Ctrl+Y alone on some, Ctrl+Shift+Z alone on others).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& also : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(also)) redoKeys << also;
    redo_->setShortcuts(redoKeys);
    QAction* allowUndo = game->addAction(tr("&Allow Undo"));
    allowUndo->setCheckable(true);
    allowUndo->setChecked(undoAllowed_);
    connect(allowUndo, &QAction::toggled, this, [this](bool on) {
        undoAllowed_ = on;
        QSettings().setValue(QStringLiteral("play/undo"), on);
        refresh();
    });
    game->addSeparator();
    // What the side panel and the bar offer, also here for those who look
    // for them in the menu: enabled as the buttons are shown, when the
    // menu opens.
    // Their keys are the buttons', shown here (a tester looked for them).
    hintItem_ = game->addAction(withKeyShown(tr("&Hint"), keyOf(hintButton_->text())), this, [this] {
        if (mayHint()) showHint();
    });
    nextDealItem_ = game->addAction(withKeyShown(tr("&Next Deal"), ActionBar::nextDealKey()), this, [this] {
        if (!review_) nextDeal();
    });
    reviewItem_ = game->addAction(withKeyShown(tr("Re&view This Deal"), ActionBar::reviewKey()), this, [this] {
        if (!review_ || dealUnderReview() != session_.state().dealsPlayed()) reviewDeal();
    });
    // Each earlier deal in which a person had a choice (a player keeping
    // records looked for deal 1 after deal 2).
    earlierReviews_ = game->addMenu(tr("Review an &Earlier Deal"));
    connect(game, &QMenu::aboutToShow, this, &MainWindow::offerGameItems);
    game->addSeparator();
    // Where several people share the table, it opens on the one at the
    // screen, or the first of them, whose record it is.
    game->addAction(tr("S&tatistics…"), this, [this] {
        QString whose;
        if (session_.active() && session_.people() > 1)
            for (int seat = 0; seat < session_.state().seats(); ++seat)
                if (session_.isPerson(seat) && (whose.isEmpty() || seat == session_.viewer())) whose = seatName(seat);
        StatisticsDialog(this, whose).exec();
    });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // The coach: off until asked for, then remembered.
    QAction* coach = view->addAction(tr("&Coach"));
    coach->setCheckable(true);
    coachOn_ = SettingsFile::flag(QStringLiteral("view/coach"), false);
    coach->setChecked(coachOn_);
    connect(coach, &QAction::toggled, this, [this](bool on) {
        coachOn_ = on;
        QSettings().setValue(QStringLiteral("view/coach"), on);
        showCoach();
    });
    view->addSeparator();
    QMenu* speed = view->addMenu(tr("Animation &Speed"));
    auto* speeds = new QActionGroup(this);
    const std::pair<const char*, double> choices[] = {{QT_TR_NOOP("&Slow"), 2.0}, {QT_TR_NOOP("&Normal"), 1.0}, {QT_TR_NOOP("&Fast"), 0.5}, {QT_TR_NOOP("&Instant"), 0.0}};
    const double current = animator_->speed();
    for (const auto& [name, value] : choices) {
        QAction* a = speed->addAction(tr(name));
        a->setCheckable(true);
        a->setChecked(qFuzzyCompare(1 + value, 1 + current));
        speeds->addAction(a);
        const double v = value;
        connect(a, &QAction::triggered, this, [this, v] { setAnimationSpeed(v); });
    }
    QMenu* decks = view->addMenu(tr("Card &Deck"));
    auto* deckGroup = new QActionGroup(this);
    // The deck in use is marked: where the one chosen could not be read,
    // the program's own, not the broken one (or none, its folder gone).
    for (const DeckInfo& d : CardDeck::available()) {
        QAction* a = decks->addAction(d.name);
        a->setCheckable(true);
        a->setData(d.folder);
        a->setChecked(d.folder == scene_->deck()->folder());
        deckGroup->addAction(a);
        const QString folder = d.folder;
        connect(a, &QAction::triggered, this, [this, folder] { chooseDeck(folder); });
    }

    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(this);
    // The language spoken is marked: started with --language de over a
    // setting of the system's English, the menu marked the system's.
    const QString saved = Language::chosen();
    const QString chosenLanguage = Language::resolve(saved) == Language::current() ? saved : Language::current();
    QVector<Language::Choice> spoken = Language::available();
    spoken.prepend({QString(), tr("The System's Language")});
    for (const Language::Choice& c : spoken) {
        QAction* a = language->addAction(c.name);
        a->setCheckable(true);
        a->setChecked(c.code == chosenLanguage);
        languages->addAction(a);
        const QString code = c.code;
        connect(a, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
        if (c.code.isEmpty()) language->addSeparator();
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Learn to Play…"), this, &MainWindow::learnToPlay);
    help->addAction(tr("&Rules of This Game"), QKeySequence::HelpContents, this, &MainWindow::showRules);
    help->addAction(tr("&About Poch"), this, [this] {
        QMessageBox::about(this, tr("About Poch"),
                           tr("<p><b>Poch</b> %1</p><p>The old board-and-stops card games against computer opponents: "
                              "Poch in its modern and four historical forms, Pope Joan, Spin, Newmarket, Saratoga, the sevens game "
                              "and Ranter-Go-Round.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

} // namespace poch::app
