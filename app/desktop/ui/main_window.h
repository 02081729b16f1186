// The window: the table in the middle, the controls below it, the players'
// standing, the log and the hint at the side, and the menus. It connects
// the session (what happens) to the table (what is shown) and waits for
// the animations before the game goes on.
#pragma once

#include "deal_review.h"
#include "event_text.h"
#include "game_session.h"
#include "log_remarks.h"
#include "save_store.h"

#include <QMainWindow>

#include <optional>

class QActionGroup;
class QLabel;
class QMenu;
class QListWidget;
class QPushButton;

namespace poch::app {

class ActionBar;
class LessonGuide;
class LessonPanel;
class ReviewPanel;
class ScrollingWords;
class PrivacyScreen;
struct GameStatistics;
class TableAnimator;
class TableScene;
class TableNotice;
class TableView;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    // `saveFolder` overrides where the autosave lives (tests).
    explicit MainWindow(const QString& saveFolder = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameSession* session() { return &session_; }
    TableScene* table() { return scene_; }
    TableView* view() { return view_; }
    ActionBar* actionBar() { return bar_; }
    TableAnimator* animator() { return animator_; }
    PrivacyScreen* privacyScreen() { return screen_; }
    QListWidget* log() { return log_; }
    // What the coach says now (empty while it is off or has nothing to say).
    QString coachText() const;
    LessonPanel* lessonPanel() { return lessonPanel_; }
    ReviewPanel* reviewPanel() { return reviewPanel_; }
    // After a deal: the person's decisions in it, with the table as it
    // stood and what each cost by the Expert's reckoning.
    void reviewDeal();
    // The same for an earlier deal of the match (counted from 1; 0, or a
    // deal not earlier, is the deal just over), at a deal's result: a player
    // keeping records looked for deal 1 after deal 2.
    void reviewEarlierDeal(int deal);
    // The earlier deals in which a person had a choice, as the menu offers them.
    std::vector<int> earlierReviewableDeals() const;
    void endReview();
    bool reviewing() const { return review_.has_value(); }
    const DealReview* review() const { return review_ ? &*review_ : nullptr; }
    // How the log names seats, pools and the cards aside in this game.
    EventWords eventWords() const;
    LessonGuide* lessonGuide() { return guide_; }

    // Help ▸ Learn to Play: a game's lesson at the table, the game in play
    // kept in its autosave until the lesson is left. Returns an error
    // message, or empty.
    QString startLesson(const QString& ruleset);
    // Back to the game the lesson interrupted, if any; or to an empty table
    // (another game is about to be dealt).
    enum class BackToTheGame { Yes, No };
    void leaveLesson(BackToTheGame back = BackToTheGame::Yes);

    // The board's pools in the player's language, as the side panel and
    // the controls name them (the cards laid out, where pools are cards).
    QStringList poolNames() const;

    // Starts a match without the dialog.
    void startMatch(const MatchSettings& settings);
    // Offers to resume an autosaved match; true if one was resumed.
    // `instead`: what giving the unfinished match up does instead, said
    // under the question (the game or the file asked for on the command
    // line).
    bool offerResume(bool ask = true, const QString& instead = {});
    // Opens a saved game; returns an error message or empty.
    QString openFile(const QString& path);
    // File ▸ Open once a file is chosen: a file that cannot be played on is
    // reported; else, asking first where a match would be given up, it is
    // opened.
    void openAsked(const QString& path);
    // What the window does when the program starts: opens the file named
    // on the command line (a file that cannot be read is reported in the
    // window, not only on the terminal), else offers to resume the last
    // game (asking, unless told not to), else asks for a new one.
    void begin(const QString& path, bool askToResume);
    // When the program starts with a game to deal (--game): an unfinished
    // match is offered first, as at any start, since the new match's saves
    // would take the place of its own; else, or if the person declines,
    // the match asked for is dealt.
    void beginWith(const MatchSettings& asked);
    // Writes the match as it stands, or as `seen` where the person asked
    // for the save at an earlier moment.
    QString saveFile(const QString& path, const GameRecord* seen = nullptr);
    // Where Save As starts: the file this game was saved to or opened
    // from, else a new name in the folder of the last one saved or opened,
    // else in the person's documents.
    QString suggestedSavePath() const;
    // Where Open starts: the folder of the last game saved or opened, else
    // the person's documents.
    QString recordFolder() const;
    // 0 instant, 0.5 fast, 1 normal, 2 slow.
    void setAnimationSpeed(double speed);
    // Whether the game waits for "next deal" after each deal; the button
    // is in the action bar.
    bool waitingForNextDeal() const { return betweenDeals_; }
    // A step is being shown: the table may not yet show the engine's state.
    bool busy() const { return showing_; }
    void nextDeal();
    void newGame();
    // Whether a match in progress may be given up for a new one: asks the
    // person, saying what will be lost. True at once where nothing would be.
    enum class Instead { Deal, Open };
    bool mayAbandonMatch(Instead instead = Instead::Deal);
    // What the side panel says of the game in play ("Deal 1 · Staking").
    // What the box at the match's end says: the headline, the reason,
    // the standings and each person's record in this game (HTML).
    QString matchEndReport() const;
    QString statusText() const;
    // The deal the game in play is in, as the side panel counts it: stakes
    // placed before a deal belong to it.
    int dealNumber() const;
    QString dealWords() const; // "Deal 3", or "Deal 3 of 4"
    // What the resume offer asks: which game, and which deal.
    static QString resumeQuestion(const GameRecord& record);
    // "2 matches played, 1 won, 0 shared."
    static QString matchCounts(const GameStatistics& stats);

    // Problems are reported by the signal only, never in a message box
    // that waits for a click (tests).
    void setQuiet(bool quiet) { quiet_ = quiet; }
    // A problem told in a message box over the window (unless quiet) and
    // by `warned`.
    void warn(const QString& title, const QString& text);

signals:
    void warned(const QString& message);
    // The match as it stands is on disk.
    void autosaved();

protected:
    void closeEvent(QCloseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    // Return where no card or button has the keys: it hurries the
    // animation playing, or else presses the one way on where nothing is
    // to be decided (a lesson's Continue, Next Deal). False where it means
    // nothing now.
    bool answerReturn();
    void buildMenus();
    void onStepped(const EventLog& events);
    void onAnimationsDone();
    void refresh();
    void logDealerDraw();
    // The log written again from the session's events: the draw, every
    // deal so far and each deal's result, as they were when they happened,
    // with the lines said beside them (remarks_) where they were said.
    void rebuildLog();
    // The lines said beside the events (main_window_remarks.cpp).
    enum class Remark { Resumed, Opened, Saved, StrangeLevel, GameKept, TakenBack, TheirsTakenBack, MadeAgain, TheirsMadeAgain };
    // A line said beside the events now, kept for the log written again
    // and beside the autosave; its words are returned.
    QString remark(Remark line, const QStringList& args = {});
    // The same, said later: with the log written again.
    void remarkAfter(Remark line, const QStringList& args = {});
    QString remarkWords(const LogRemarks::Said& said) const;
    // The lines of the match at the table, beside its autosave.
    void keepRemarks();
    // The lines kept beside `record`'s autosave, for the log of the match
    // resumed from it to take up.
    void expectKeptRemarks(const GameRecord& record);
    LogRemarks remarks_;
    // The lines kept beside the autosave of a match being resumed (after
    // a lesson too), for the log written again to take up.
    std::optional<LogRemarks> remarksComing_;
    int remarksOfMatch_ = -1; // the session's matchNumber() they are of
    // Adds a step's lines to the log, and the deal's result after its end.
    // `number`: the deal's, counted from 1; 0 for the newest deal told.
    // `dealer`: the deal's, where `deal` is only its first part (told in
    // parts, it may end before the cards are dealt); otherwise found in it.
    void logStep(const EventLog& whole, const EventLog& deal, int number = 0, int dealer = -1);
    // Where the players stake before the cards are dealt and nothing of
    // the coming deal is told yet, its heading goes up at once ("— Clara
    // deals —"): a person first to stake read an empty log, or the last
    // deal's end, above their stake. Its first step then does not say it.
    void headTheComingDeal();
    // The heading alone, the deal's stakes to follow it.
    void sayDealHeading(int dealer);
    bool headedAhead_ = false;
    void clearLog();
    // Each player's gain or loss in a deal's events ("Anna +3, Bertram -1").
    QString dealResult(const EventLog& deal) const;
    // The person is out and watches the others play on, deal after deal,
    // or has them play to the end at once (the speed chosen is kept).
    enum class Watching { No, Watch, Skip };
    Watching watching_ = Watching::No;
    void watch(Watching how);
    // The events the log's last row says where later steps may go on it
    // (continuesLine: a player's stakes a chip at a time, players passing
    // in turn), and that row; -1 where they may not.
    EventLog lineRun_;
    int lineRow_ = -1;
    // The deal's summary beside the table: its result, what each paid in,
    // who won what; and the result as a sentence, for the prompt.
    QString dealSummaryText(QString* resultSaid = nullptr) const;
    void showDealSummary();
    void onHandOver(int seat);
    // A person looks at the cards their decision put in their hand, and
    // hides them (main_window_screen.cpp).
    void showNewCards();
    void hideNewCards();
    // A choice in the words of the button that makes it ("Drop.", "Play the
    // nine of hearts.").
    QString choiceWords(const Action& a) const;
    // The coach beside the table: each choice of the person with what it
    // is expected to win or lose, best first (View > Coach).
    void showCoach();
    void onMatchEnded();
    // Undo and Redo enabled as they may be used now, and named.
    void offerUndo();
    // Whether a move may be taken back or made again now: Undo is allowed,
    // no deal is being reviewed (Undo would move the game behind the
    // review), and there is a move to take.
    bool mayUndo() const;
    bool mayRedo() const;
    // Why the Undo key does nothing now, said on the table when it is
    // pressed (a greyed item answers a key with silence, and a tester
    // pressed Ctrl+Z again and again); empty where there is no game.
    QString whyNoUndo() const;
    // Whether the Game menu's Hint may be used: as its button is offered.
    bool mayHint() const;
    // Hint, Next Deal and Review This Deal in the Game menu, enabled as
    // their buttons are offered.
    void offerGameItems();
    // What the match's end says: to the person ("You won the match!") or
    // of the winners, the rules' reason, the final standings.
    struct MatchEndWords {
        QString headline;
        QString why;
        QStringList standings;
    };
    MatchEndWords matchEndWords() const;
    int matchChange(int seat) const;
    // A change of chips signed as the results say it: "+74", "±0", "-39".
    static QString signedFigure(int chips);
    // At a deal's result or the match's end, where a review may be shown.
    bool atAResult() const;
    // The standings and the last deal beside the table, and the way on.
    void showMatchEnd(const MatchEndWords& words);
    // The table is at rest: the game goes on, unless a lesson has a step
    // to show first.
    void goOn();
    void learnToPlay();
    void finishLesson();
    void onLessonContinued();
    void onLessonRefused(const QString& why, const Action& right, bool asGood);
    // The lesson's panel and guide wired to the window, once.
    void connectLesson();
    void playLessonGame();
    bool dealReviewable() const;
    // The people who had a choice in `deal` (counted from 1), in seat order.
    std::vector<int> reviewableSeats(int deal) const;
    // The deal reviewed: the one just over, or an earlier one chosen.
    int dealUnderReview() const;
    // Reviews `seat`'s decisions in the deal under review; where several
    // people share the screen and another is at it, once the screen has
    // gone up for them and they have taken it.
    void reviewSeat(int seat);
    // The screen between people lifted: by the person whose turn it is, or
    // by the person whose review it went up for.
    void onScreenTaken();
    // The person at the screen after a deal: the last seated, or whoever
    // took it since to review their decisions.
    int lookingAtTheResult() const;
    bool reviewedHere() const;
    bool lookingNow(int seat) const;
    void showReviewMoment(int index);
    // The review's panel gives way to the game's, and the table shows the
    // run as the deal left it.
    void closeReview();
    // The review's log, telling `deal` (a deal so far).
    void showReviewLog(const EventLog& deal);
    void showHint();
    void showRules();
    void chooseDeck(const QString& folder);
    // The deck chosen last, or the program's own where it cannot be read.
    void useSavedDeck();
    void chooseLanguage(const QString& code);
    void autosave();
    QString seatName(int seat) const;
    void placeKeys(bool personTurn);
    void orderTabs();

    GameSession session_;
    SaveStore store_;
    // The file the match was last saved to or opened from, and the match
    // as it was then: giving up a match that is in a file as it stands
    // loses nothing, and the question says so.
    QString savedAs_;
    GameRecord savedRecord_;
    // The play waits for a dialog to close (goOn).
    bool goOnWhenFree_ = false;
    void goOnOnceFree();
    TableScene* scene_;
    TableView* view_;
    TableNotice* notice_;
    // The keys were put into the action bar for a stake (placeKeys).
    bool keysInBar_ = false;
    ActionBar* bar_;
    TableAnimator* animator_;
    PrivacyScreen* screen_;
    QLabel* coach_ = nullptr;
    LessonGuide* guide_;
    LessonPanel* lessonPanel_;
    ReviewPanel* reviewPanel_;
    std::optional<DealReview> review_;
    // Whose review the screen is up for (-1: none); who took the screen to
    // review theirs after this deal (-1: nobody since the last seated),
    // with the record's length then, so that it holds for that deal only.
    int reviewHandOver_ = -1;
    int reviewer_ = -1;
    std::size_t reviewerAt_ = 0;
    bool coachOn_ = false;
    ScrollingWords* status_;
    QLabel* hint_;
    QListWidget* log_;
    // In the review, in the log's place: the deal told up to the moment
    // reviewed (the log went on to what came after it). Made when first
    // needed.
    QListWidget* reviewLog_ = nullptr;
    QPushButton* hintButton_;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* hintItem_ = nullptr;
    QAction* nextDealItem_ = nullptr;
    QAction* reviewItem_ = nullptr;
    QMenu* earlierReviews_ = nullptr;
    int reviewedDeal_ = 0; // an earlier deal chosen for review, or 0
    QAction* saveAs_ = nullptr; // offered only with a game at the table
    EventLog pending_;           // the step being animated
    bool betweenDeals_ = false;
    bool undoAllowed_ = true;
    bool quiet_ = false;
    bool showing_ = false;
};

} // namespace poch::app
