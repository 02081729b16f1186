// The controls under the table for what the person may do besides
// clicking a card: pass or drop, bet, match, raise or go all in, stake on
// a pool, declare, exchange or keep. Only what is legal now is offered,
// and each control has an accessible name and a key.
#pragma once

#include "poch/action_list.h"
#include "poch/ruleset.h"
#include "poch/table.h"

#include <QElapsedTimer>
#include <QKeySequence>
#include <QWidget>

#include <algorithm>
#include <functional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace poch::app {

class ClickGuard;

class ActionBar final : public QWidget {
    Q_OBJECT
public:
    explicit ActionBar(QWidget* parent = nullptr);
    // What to offer; an empty list offers nothing.
    // `exchangeWith` says what an exchange offered now would swap, and
    // `partner` names the player it would be with, where the rules say.
    // `passFolds`: a pass drops the seat out of the betting (Ruleset::passFolds).
    void offer(const Table& table, const ActionList& legal, const QStringList& poolNames,
               ExchangeWith exchangeWith = ExchangeWith::NextPlayer, const QString& partner = {}, bool passFolds = false);
    void clear();
    // Words with no control (the table waits for something else).
    void showPrompt(const QString& words);
    // Between deals: the result, and the button to deal again; and, where
    // the person made choices in the deal, the button to review it.
    void offerNextDeal(const QString& result, bool reviewable = false);
    // The keys of its buttons to deal again and to review, which the Game
    // menu shows beside its items that do the same.
    static QKeySequence nextDealKey();
    static QKeySequence reviewKey();
    // The person is out of the match and the others play on: the result,
    // and the choice to watch them (each deal follows by itself) or to
    // skip to the match's end.
    void offerWatching(const QString& result, bool watching);
    // The match is over: the result, and the button for a new match;
    // with `reviewable`, the last deal's review too.
    void offerNewGame(const QString& result, bool reviewable = false);
    // A person looks at the cards their decision put in their hand (where
    // several share the screen): the words, and the button that hides
    // their cards again and goes on (their card, where they hold one).
    void offerLook(const QString& words, bool oneCard);
    // Nobody sits at the table yet: a new game, or a lesson for someone
    // who does not know these games.
    void offerFirstSteps(const QString& words);
    // The one way on offered now where nothing is to be decided (Next
    // Deal), or null.
    QPushButton* wayOn() const { return wayOn_; }
    // Whether `button` offers a way on after a result (Next Deal, New Game
    // at the match's end, Watch the Others) too lately for Return to take
    // it: the Return after the one that played the last card (pressed
    // again, or held down) is not the person asking to go on, who has not
    // yet seen the result.
    bool tooFresh(const QWidget* button) const {
        const bool offered = std::any_of(controls_.begin(), controls_.end(), [button](const QWidget* w) { return w == button; });
        return button && offered && offeredAt_.isValid() && offeredAt_.elapsed() < returnGraceMs_;
    }
    // Long enough for a Return meant for the last card (the person pressing
    // on, not yet seeing that the others ended the deal) not to skip the
    // summary; nobody has read it in less.
    static constexpr int kReturnGraceMs = 1500;
    // The way on counts as just offered: a Return pressed on after a box
    // over the table closes waits out the grace again.
    void holdReturn() {
        if (wayOn_ || !controls_.isEmpty()) offeredAt_.start();
    }
    // For tests, which cannot count on a busy machine's clock.
    void setReturnGrace(int ms) { returnGraceMs_ = ms; }
    // The buttons and boxes offered now, left to right.
    const QList<QWidget*>& controls() const { return controls_; }
    // What the bar says now (the question, or the result).
    QString prompt() const;
    // Puts the keys into the amount a stake offered now places (typed, and
    // Return stakes it); false where nothing is offered to type.
    bool focusStakeAmount();
    // The hint's choice made ready: the button that makes it gets the keys,
    // and an amount it names is put in its box (a hint to bet 44 left the
    // box at 1). False where nothing offered now makes it.
    bool makeReady(const Action& action);
    // The pool the stake row opens on, where it may be staked on: the one
    // the person staked on last by the row in this deal (a new deal opens
    // on the first, not on the last deal's last card), unless set here (a
    // lesson sets the pool its step asks for, so that Return does what the
    // step says).
    void setStakePool(int pool) {
        stakePool_ = pool;
        stakeDeal_ = -1;
    }
    int stakePool() const { return stakePool_; }
    // A chip staked by a click on a pool of the table: chosen as the row's
    // stakes are, and the row opens on that pool after it, so that an
    // amount typed next goes where the person last staked (it went on the
    // pool the row had shown before, a tester).
    void stakeOneOn(int pool);

signals:
    void chosen(const poch::Action& action);
    void nextDealWanted();
    void reviewWanted();
    void newGameWanted();
    void learnWanted();
    void watchWanted();
    void skipToEndWanted();
    void lookDone();

private:
    // A bet button's tooltip says what it takes from the seat: "more"
    // where a bet stands (`opened`).
    void tellCost(QPushButton& b, std::int32_t chips, bool opened);
    QString keyed(const QString& name) const;
    static QString nextDealWords();
    static QString reviewWords();
    // A control of the offer, cleared with it, guarded against the second
    // click of a double click.
    void keep(QWidget* control);
    // A button that decides the action; its key is the letter underlined.
    QPushButton* button(const QString& text, const Action& action);
    // A button that decides nothing but asks for the next thing (Next
    // Deal, Review, New Game…): its accessible name, and the signal.
    QPushButton* wayButton(const QString& text, const QString& name, void (ActionBar::*wanted)());
    void offerBets(const Table& table, const ActionList& legal);
    void offerStakes(const ActionList& legal, const QStringList& poolNames);

    QHBoxLayout* row_;
    QLabel* prompt_;
    QList<QWidget*> controls_;
    QSpinBox* stakeAmount_ = nullptr; // among controls_ while a stake is offered
    int stakePool_ = -1;
    int stakeDeal_ = -1;   // the deal stakePool_ was staked in, or -1: any
    int offeredDeal_ = -1; // the deal of the offer shown
    QPushButton* wayOn_ = nullptr;    // among controls_ while offered
    // What makes each choice offered now: the buttons of one action each,
    // the amount box and its button for a bet or a raise, and the pool,
    // amount and button of a stake.
    QList<QPair<QPushButton*, Action>> actionButtons_;
    QSpinBox* betAmount_ = nullptr;
    QPushButton* betGo_ = nullptr;
    // What the bet box shows for a bet of so many chips put in (the bet
    // raised to, facing a bet).
    std::function<std::int32_t(std::int32_t)> betShown_;
    QComboBox* stakePools_ = nullptr;
    QPushButton* stakeGo_ = nullptr;
    QElapsedTimer offeredAt_;
    int returnGraceMs_ = kReturnGraceMs;
    ClickGuard* clickGuard_;          // every control is watched by it
};

} // namespace poch::app
