#include "action_bar.h"

#include "button_keys.h"
#include "chip_box.h"
#include "click_guard.h"
#include "elision.h"
#include "rule_texts.h"

#include "poch/card.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QSet>
#include <QPushButton>

#include <algorithm>

namespace poch::app {


ActionBar::ActionBar(QWidget* parent) : QWidget(parent) {
    row_ = new QHBoxLayout(this);
    row_->setContentsMargins(8, 4, 8, 4);
    prompt_ = new QLabel(this);
    prompt_->setAccessibleName(tr("What to do"));
    // A long prompt (Newmarket's staking) wraps rather than widening the
    // window past a small screen.
    prompt_->setWordWrap(true);
    row_->addWidget(prompt_, 1);
    // Room for three lines of it, so that the table above does not move
    // as prompts of one line and of three (French staking) follow.
    setMinimumHeight(std::max(48, 3 * prompt_->fontMetrics().lineSpacing() + 8));
    clickGuard_ = new ClickGuard(this);
}

QString ActionBar::prompt() const { return prompt_->text(); }

void ActionBar::clear() {
    // Hidden now, deleted later: clear() may run inside a button's click.
    // A control with the keys lets go of them first, so that they do not
    // fall to the next button in the window (which Return would press);
    // the window puts them where the next decision is.
    for (QWidget* w : controls_) {
        if (w->hasFocus()) w->clearFocus();
        w->hide();
        w->deleteLater();
    }
    controls_.clear();
    actionButtons_.clear();
    betAmount_ = nullptr;
    betGo_ = nullptr;
    stakePools_ = nullptr;
    stakeGo_ = nullptr;
    stakeAmount_ = nullptr;
    wayOn_ = nullptr;
    offeredAt_.invalidate();
    prompt_->clear();
}

bool ActionBar::focusStakeAmount() {
    if (!stakeAmount_) return false;
    if (stakeAmount_->hasFocus()) return true; // perhaps half typed: left alone
    stakeAmount_->setFocus();
    stakeAmount_->selectAll(); // what is typed replaces it
    return true;
}

void ActionBar::keep(QWidget* control) {
    controls_.push_back(control);
    clickGuard_->watch(control);
}

QPushButton* ActionBar::button(const QString& text, const Action& action) {
    auto* b = new QPushButton(text, this);
    b->setAccessibleName(QString(text).remove(QLatin1Char('&')));
    giveKeys(*b);
    connect(b, &QPushButton::clicked, this, [this, action] { emit chosen(action); });
    row_->addWidget(b);
    b->show();
    keep(b);
    actionButtons_.append({b, action});
    return b;
}

void ActionBar::tellCost(QPushButton& b, std::int32_t chips, bool opened) {
    const QString words = QString(b.text()).remove(QLatin1Char('&'));
    const QString key = b.shortcut().toString(QKeySequence::NativeText);
    // English has no translation file, so its two forms are two texts.
    QString tip;
    if (opened)
        tip = chips == 1 ? tr("%1: %n more chip from you (%2)", "a bet's button, the chips it puts in, its key: Raise to 2: 1 more chip from you (R)", chips)
                         : tr("%1: %n more chips from you (%2)", "a bet's button, the chips it puts in, its key: Raise to 5: 3 more chips from you (R)", chips);
    else
        tip = chips == 1 ? tr("%1: %n chip from you (%2)", "the first bet's button, the chips it puts in, its key: Bet (1): 1 chip from you (B)", chips)
                         : tr("%1: %n chips from you (%2)", "the first bet's button, the chips it puts in, its key: Bet (3): 3 chips from you (B)", chips);
    b.setToolTip(tip.arg(words, key));
}

QPushButton* ActionBar::wayButton(const QString& text, const QString& name, void (ActionBar::*wanted)()) {
    auto* b = new QPushButton(text, this);
    b->setAccessibleName(name);
    giveKeys(*b);
    connect(b, &QPushButton::clicked, this, wanted);
    row_->addWidget(b);
    b->show();
    keep(b);
    return b;
}

QString ActionBar::nextDealWords() { return tr("&Next Deal"); }
QString ActionBar::reviewWords() { return tr("&Review This Deal"); }
QKeySequence ActionBar::nextDealKey() { return keyOf(nextDealWords()); }
QKeySequence ActionBar::reviewKey() { return keyOf(reviewWords()); }

void ActionBar::offerNextDeal(const QString& result, bool reviewable) {
    clear();
    prompt_->setText(elided(result));
    if (reviewable) wayButton(reviewWords(), tr("Review this deal"), &ActionBar::reviewWanted);
    QPushButton* next = wayButton(nextDealWords(), tr("Next deal"), &ActionBar::nextDealWanted);
    next->setFocus();
    wayOn_ = next;
    offeredAt_.start();
}

void ActionBar::showPrompt(const QString& words) {
    clear();
    prompt_->setText(elided(words));
}

void ActionBar::offerLook(const QString& words, bool oneCard) {
    clear();
    prompt_->setText(elided(words));
    QPushButton* hide = oneCard ? wayButton(tr("Hide My &Card"), tr("Hide my card"), &ActionBar::lookDone)
                                : wayButton(tr("Hide My &Cards"), tr("Hide my cards"), &ActionBar::lookDone);
    hide->setFocus();
    wayOn_ = hide;
    // A Return held down from the decision does not hide the cards unseen.
    offeredAt_.start();
}

void ActionBar::offerWatching(const QString& result, bool watching) {
    clear();
    prompt_->setText(elided(result));
    if (!watching) wayButton(tr("&Watch the Others"), tr("Watch the others play on"), &ActionBar::watchWanted)->setFocus();
    QPushButton* skip = wayButton(tr("&Skip to the End"), tr("Skip to the end of the match"), &ActionBar::skipToEndWanted);
    if (watching) skip->setFocus();
    offeredAt_.start();
}

void ActionBar::offerNewGame(const QString& result, bool reviewable) {
    clear();
    prompt_->setText(elided(result));
    if (reviewable) wayButton(reviewWords(), tr("Review this deal"), &ActionBar::reviewWanted);
    wayButton(tr("&New Game…"), tr("New game"), &ActionBar::newGameWanted)->setFocus();
    offeredAt_.start();
}

void ActionBar::offerFirstSteps(const QString& words) {
    offerNewGame(words);
    wayButton(tr("&Learn to Play…"), tr("Learn to play"), &ActionBar::learnWanted);
}

void ActionBar::offer(const Table& t, const ActionList& legal, const QStringList& poolNames, ExchangeWith exchangeWith, const QString& partner,
                      bool passFolds) {
    clear();
    if (legal.empty()) return;
    offeredDeal_ = t.dealsPlayed;
    bool cards = false;
    for (int i = 0; i < legal.size(); ++i) cards |= legal[i].kind == ActionKind::Play && !legal[i].with.valid();
    switch (t.phase) {
    case Phase::Betting:
        // In the words on the buttons, and only what the rules allow now.
        // Where a pass is a drop before any bet too, the prompt says so: a
        // newcomer passed, and was never asked to match the bet that came.
        if (t.betting.currentBet == 0)
            prompt_->setText(passFolds ? tr("Your turn: bet on your hand, or pass; a pass here takes you out of the betting for this deal.")
                                       : tr("Your turn: bet on your hand, or pass."));
        else if (legal.betCount() > 1) prompt_->setText(tr("Your turn: match the bet, raise it, or drop."));
        else if (legal.betCount() == 1) prompt_->setText(tr("Your turn: match the bet, or drop."));
        else prompt_->setText(tr("Your turn: you can only drop."));
        offerBets(t, legal);
        return;
    case Phase::Staking:
        // Where the pools are cards laid out (Newmarket's boodle cards, the
        // sevens game's pool cards), the words speak of cards, as the rules do.
        prompt_->setText((t.poolCards.empty() ? tr("Spread your stake over the pools: click a ringed pool for one chip, or use the list beside this. Chips left to place: %1")
                                              : tr("Spread your stake over the cards laid out: click a ringed card for one chip, or use the list beside this. Chips left to place: %1"))
                             .arg(t.toStake[static_cast<std::size_t>(t.current)]));
        offerStakes(legal, poolNames);
        return;
    case Phase::Exchange:
        prompt_->setText(exchangeWith == ExchangeWith::Stock ? tr("Keep your card, or exchange it for the top card of the stock?")
                         : exchangeWith == ExchangeWith::Dummy ? tr("Keep your hand, or exchange it for the dummy hand, unseen?")
                         // Named: with the player on the left out of the
                         // game, the exchange goes to the next one still in.
                         : !partner.isEmpty() ? tr("Keep your card, or exchange it with %1 on your left?").arg(partner)
                                              : tr("Keep your card, or exchange it with the player on your left?"));
        button(tr("&Keep"), Action::of(ActionKind::Keep));
        button(tr("E&xchange"), Action::of(ActionKind::Exchange));
        return;
    default: break;
    }
    const bool onlyPass = legal.size() == 1 && legal[0].kind == ActionKind::Pass;
    prompt_->setText(cards      ? tr("Your turn: click a card that is lit, or choose it with the arrow keys and Enter.")
                     : onlyPass ? tr("You have no higher card of this suit: pass.")
                                : tr("Your turn."));
    for (int i = 0; i < legal.size(); ++i) {
        const Action a = legal[i];
        if (a.kind == ActionKind::Pass)
            button(tr("&Pass"), a);
        else if (a.kind == ActionKind::Play && a.with.valid())
            button(tr("Play %1 with &Spin").arg(texts::cardInSentence(a.card)), a);
        else if (a.kind == ActionKind::Declare)
            button(tr("Declare %1").arg(keyed(poolNames.value(a.pool))), a);
    }
}

// A letter of the pool's name, the first that no menu and no button shown
// has, marked as the key: the declarations had none, where every other
// button has one, and German "Heirat" would take the Hilfe menu's H.
QString ActionBar::keyed(const QString& name) const {
    QSet<QChar> taken;
    const auto take = [&taken](const QString& words) {
        if (const QKeySequence alt = QKeySequence::mnemonic(words); !alt.isEmpty())
            taken.insert(QChar(alt[0].key()).toUpper());
    };
    if (const auto* bar = window()->findChild<QMenuBar*>())
        for (const QAction* menu : bar->actions()) take(menu->text());
    for (const QWidget* control : controls_)
        if (const auto* b = qobject_cast<const QPushButton*>(control)) take(b->text());
    for (qsizetype i = 0; i < name.size(); ++i)
        if (name[i].isLetter() && !taken.contains(name[i].toUpper())) return QString(name).insert(i, QLatin1Char('&'));
    return name;
}

void ActionBar::offerBets(const Table& t, const ActionList& legal) {
    const bool opened = t.betting.currentBet > 0;
    QPushButton* pass = button(opened ? tr("&Drop") : tr("&Pass"), Action::pass());
    // What dropping costs, where a bet stands: a newcomer was not told.
    if (opened) pass->setToolTip(tr("Drop (%1): you bet no more this deal, and what you have bet stays in").arg(pass->shortcut().toString(QKeySequence::NativeText)));
    if (legal.betCount() == 0) return;
    const std::int32_t low = legal.betLow();
    const std::int32_t high = legal.betHigh();
    const std::int32_t stack = t.chips.seat[static_cast<std::size_t>(t.current)];
    if (opened) tellCost(*button(low == stack ? tr("&Match: all in (%1)").arg(low) : tr("&Match (%1)").arg(low), Action::bet(low)), low, true);
    const std::int32_t from = opened ? low + 1 : low;
    if (high >= from) {
        // Facing a bet, the box holds the bet raised to, as its button says
        // it ("4", "Raise to 4"), and as poker's tables have it: it held the
        // chips put in, marked "+3" beside "Raise to 4", and testers read
        // "+6" beside "Raise to 6" as a raise of six more.
        const BettingState betting = t.betting;
        const int seat = t.current;
        const auto shown = [opened, betting, seat](std::int32_t chips) { return opened ? betting.reaching(seat, chips) : chips; };
        auto* amount = new ChipBox(this);
        amount->setRange(shown(from), shown(high));
        amount->setValue(shown(std::min(high, opened ? low + 1 : 1)));
        amount->setAccessibleName(opened ? tr("The bet to raise to") : tr("Chips to bet"));
        // Said to the eye as well: a French tester could not tell what the
        // figure meant.
        amount->setToolTip(amount->accessibleName());
        auto* go = new QPushButton(opened ? tr("&Raise") : tr("&Bet"), this);
        go->setAccessibleName(go->text().remove(QLatin1Char('&')));
        // The button says what the box means as it is typed: "3" typed
        // below the least raise stood beside "Raise to 6", which it made.
        const auto say = [amount, opened] { return (opened ? tr("&Raise to %1") : tr("&Bet (%1)")).arg(amount->meant()); };
        go->setText(say());
        // What a raise costs, in its tooltip: the button says the bet it
        // makes, Match what it adds (a tester could not tell the two apart);
        // a first bet says its chips too, not its words again.
        const auto cost = [this, go, amount, opened, betting, seat] {
            tellCost(*go, opened ? betting.chipsToReach(seat, amount->meant()) : amount->meant(), opened);
        };
        connect(amount, &ChipBox::meantChanged, go, [go, say, cost] {
            rewordKeeping(*go, say());
            cost();
        });
        giveKeys(*go);
        cost();
        connect(go, &QPushButton::clicked, this, [this, amount, opened, betting, seat] {
            const int bet = amount->take(); // what is typed, even before it is committed
            emit chosen(Action::bet(opened ? betting.chipsToReach(seat, bet) : bet));
        });
        amount->pressesOnReturn(go);
        row_->addWidget(amount);
        row_->addWidget(go);
        amount->show();
        go->show();
        keep(amount);
        keep(go);
        betAmount_ = amount;
        betGo_ = go;
        betShown_ = shown;
        if (high == stack && high > from) {
            tellCost(*button(tr("&All in (%1)").arg(high), Action::bet(high)), high, opened);
        }
    }
}

void ActionBar::offerStakes(const ActionList& legal, const QStringList& poolNames) {
    auto* pools = new QComboBox(this);
    pools->setAccessibleName(tr("Pool to stake on"));
    // Not every amount may go on every pool (bare pools must be covered),
    // so the amount's range follows the pool chosen.
    QMap<int, int> most;
    for (int i = 0; i < legal.size(); ++i) {
        const Action a = legal[i];
        if (a.kind != ActionKind::Stake) continue;
        if (!most.contains(a.pool)) pools->addItem(poolNames.value(a.pool), a.pool);
        most[a.pool] = std::max(most.value(a.pool), static_cast<int>(a.chips));
    }
    // The row is made anew at every offer: it opens where it was left in
    // this deal (or where a lesson points), not on the first pool each time.
    if (const int at = pools->findData(stakePool_); at >= 0 && (stakeDeal_ < 0 || stakeDeal_ == offeredDeal_))
        pools->setCurrentIndex(at);
    auto* chips = new ChipBox(this);
    chips->setAccessibleName(tr("Chips to stake"));
    auto follow = [pools, chips, most] { chips->setRange(1, std::max(1, most.value(pools->currentData().toInt()))); };
    follow();
    connect(pools, &QComboBox::currentIndexChanged, this, follow);
    // The button says the chips it stakes, as Bet does: 9 typed where 3
    // were left to stake put 3 down unsaid (a tester).
    const auto say = [chips] { return tr("&Stake (%1)").arg(chips->meant()); };
    auto* go = new QPushButton(say(), this);
    go->setAccessibleName(tr("Stake"));
    connect(chips, &ChipBox::meantChanged, go, [go, say] { rewordKeeping(*go, say()); });
    giveKeys(*go);
    chips->pressesOnReturn(go);
    connect(go, &QPushButton::clicked, this, [this, pools, chips] {
        Action a;
        a.kind = ActionKind::Stake;
        a.pool = static_cast<std::int8_t>(pools->currentData().toInt());
        a.chips = chips->take();
        stakePool_ = a.pool;
        stakeDeal_ = offeredDeal_;
        emit chosen(a);
    });
    row_->addWidget(pools);
    row_->addWidget(chips);
    row_->addWidget(go);
    pools->show();
    chips->show();
    go->show();
    keep(pools);
    keep(chips);
    keep(go);
    stakeAmount_ = chips;
    stakePools_ = pools;
    stakeGo_ = go;
}

void ActionBar::stakeOneOn(int pool) {
    Action a = Action::of(ActionKind::Stake);
    a.pool = static_cast<std::int8_t>(pool);
    a.chips = 1;
    stakePool_ = pool;
    stakeDeal_ = offeredDeal_;
    emit chosen(a);
}

bool ActionBar::makeReady(const Action& action) {
    // The button that makes it gets the keys, and the hint's blue ring (as
    // the hinted card has its blue band): focus alone showed nothing.
    // The ring keeps the button's size: drawn by a style sheet, it lost the
    // style's least width, and the controls beside it moved. It grows only
    // where its words need more room in the ring's padding ("Play the
    // seven of hearts with Spin" was cut to "lay the seven of hearts with
    // Spi"). Its words are dark, as its ground is light, whatever the
    // desktop's colours: under a dark theme they were the theme's white,
    // and the button the hint meant could not be read (a tester).
    const auto ready = [](QPushButton* b) {
        b->setFocus(Qt::ShortcutFocusReason);
        const QSize size = b->size();
        b->setStyleSheet(QStringLiteral("QPushButton { border: 2px solid #2f6fd0; border-radius: 4px; background: #e8f0fc; color: #10243f; padding: 3px 9px; }"));
        b->setFixedSize(std::max(size.width(), b->sizeHint().width()), size.height());
        return true;
    };
    for (const auto& [b, a] : actionButtons_)
        if (a == action) return ready(b);
    if (action.kind == ActionKind::Bet && betAmount_) {
        const std::int32_t shown = betShown_(action.chips);
        if (shown < betAmount_->minimum() || shown > betAmount_->maximum()) return false;
        betAmount_->setValue(shown);
        return ready(betGo_);
    }
    if (action.kind == ActionKind::Stake && stakePools_) {
        const int at = stakePools_->findData(static_cast<int>(action.pool));
        if (at < 0) return false;
        stakePools_->setCurrentIndex(at); // the amount's range follows the pool
        if (action.chips < stakeAmount_->minimum() || action.chips > stakeAmount_->maximum()) return false;
        stakeAmount_->setValue(action.chips);
        return ready(stakeGo_);
    }
    return false;
}

} // namespace poch::app
