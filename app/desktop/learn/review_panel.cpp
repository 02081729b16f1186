#include "review_panel.h"

#include "button_keys.h"
#include "choice_words.h"
#include "elision.h"
#include "rule_texts.h"
#include "scrolling_words.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QShortcut>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace poch::app {

namespace {
// The height the decision's words have at least, a few lines.
constexpr int kLeastDetail = 140;

QString about(double chips) { return ChoiceWords::about(chips); }
} // namespace

// A slate-blue note beside the table.
ReviewPanel::ReviewPanel(QWidget* parent) : NotePanel(QStringLiteral("reviewPanel"), QColor(0x50, 0x80, 0xc0), parent) {
    // As wide as the side panel is, whatever the length of the words in it:
    // a long step must not push the table aside.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(this);
    // Whose decisions, where several people played the deal.
    whoseRow_ = new QWidget(this);
    auto* whoseLayout = new QHBoxLayout(whoseRow_);
    whoseLayout->setContentsMargins(0, 0, 0, 0);
    whose_ = new QComboBox(whoseRow_);
    auto* whoseLabel = new QLabel(tr("&Decisions of:"), whoseRow_);
    whoseLabel->setBuddy(whose_);
    whoseLayout->addWidget(whoseLabel);
    whoseLayout->addWidget(whose_, 1);
    whoseRow_->hide();
    noChoice_ = new QLabel(this);
    noChoice_->setWordWrap(true);
    noChoice_->hide();
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    list_ = new QListWidget(this);
    list_->setAccessibleName(tr("Your decisions"));
    list_->setWordWrap(true);
    list_->installEventFilter(this);
    // The decision's words scroll where the side panel is short (a small
    // screen, many choices); two fifths of the window at most.
    detail_ = new ScrollingWords(this, kLeastDetail, 0.4);
    detail_->label()->setAccessibleName(tr("The decision"));
    previous_ = new QPushButton(tr("&Previous"), this);
    previous_->setAccessibleName(tr("The decision before"));
    next_ = new QPushButton(tr("Ne&xt"), this);
    next_->setAccessibleName(tr("The decision after"));
    back_ = new QPushButton(tr("&Back to the Game"), this);
    back_->setAccessibleName(tr("Back to the game"));
    // Two rows, so that the buttons fit the narrowest side panel. Previous
    // and Next lie under the list they step through, above the decision's
    // words: below them, they moved as the words took more or fewer lines,
    // and Next clicked again and again missed.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(previous_);
    buttons->addWidget(next_);
    buttons->addStretch(1);
    auto* backRow = new QHBoxLayout;
    backRow->addStretch(1);
    backRow->addWidget(back_);
    layout->addWidget(title_);
    layout->addWidget(whoseRow_);
    layout->addWidget(noChoice_);
    layout->addWidget(summary_);
    layout->addWidget(list_);
    layout->addLayout(buttons);
    layout->addWidget(detail_, 1);
    layout->addLayout(backRow);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        showDetail(row);
        if (row >= 0) emit shown(row);
    });
    connect(previous_, &QPushButton::clicked, this, [this] { setCurrent(current() - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { setCurrent(current() + 1); });
    connect(back_, &QPushButton::clicked, this, &ReviewPanel::backWanted);
    // Their underlined letters alone, as the buttons under the table take
    // theirs (only Alt with them worked), and Escape leaves the review.
    for (QPushButton* b : {previous_, next_, back_}) giveKeys(*b);
    auto* leave = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(leave, &QShortcut::activated, back_, &QPushButton::animateClick);
    connect(whose_, &QComboBox::activated, this, [this](int index) { emit seatWanted(whose_->itemData(index).toInt()); });
}

void ReviewPanel::offerSeats(const QList<QPair<int, QString>>& seats, int shownSeat, const QStringList& unchosen) {
    const QSignalBlocker quiet(whose_);
    whose_->clear();
    for (const auto& [seat, name] : seats) {
        whose_->addItem(name, seat);
        if (seat == shownSeat) {
            whose_->setCurrentIndex(whose_->count() - 1);
            person_ = name;
        }
    }
    // With one person the review speaks to "you"; with several, of whom.
    if (seats.size() < 2) person_.clear();
    whoseRow_->setVisible(seats.size() > 1);
    noChoice_->setText(tr("%1 had no choice to make in this deal.", "the people at the table left out of the list of whose decisions", static_cast<int>(unchosen.size())).arg(QLocale().createSeparatedList(unchosen)));
    noChoice_->setVisible(!unchosen.isEmpty());
}

QString ReviewPanel::verdict(const ReviewedDecision& d) {
    const State& state = d.found.moment.state;
    const ActionList legal = state.legalActions();
    const ChoiceValue& best = d.found.analysis.choices.front();
    const QString yours = ChoiceWords::done(d.found.moment.taken.action, state, legal);
    if (d.asGoodAsAny()) {
        // The best by a margin the search can tell: said, not "as good as
        // any", which read as if any choice would have done.
        const auto& choices = d.found.analysis.choices;
        const double margin = choices.size() > 1 ? choices[0].chips - choices[1].chips : 0.0;
        if (choices[0].action == d.found.moment.taken.action && margin >= DealReview::kCostly)
            return tr("%1: the best choice there, %2 better than the next best.").arg(yours, about(margin));
        // Not "as good as any choice there": a French tester read its
        // translation as "any card would have done".
        return tr("%1: no choice there was better.").arg(yours);
    }
    // The figures below show the difference: "as good as any" beside them
    // read as a mistake of the review's.
    if (!d.costly())
        return tr("%1: within half a chip of the best, too close for the search to tell apart. The best by its reckoning: %2")
            .arg(yours, ChoiceWords::of(best.action, state, legal));
    const QString why = ChoiceWords::reason(best.action, state, d.found.analysis.reason);
    return tr("%1: this cost %2. Better: %3 %4")
        .arg(yours, about(d.cost()), ChoiceWords::of(best.action, state, legal), why);
}

void ReviewPanel::show(const DealReview& review) {
    // Another person's review of the same deal keeps the list's height, so
    // that what lies below does not jump as the choice of person changes.
    // So does the panel's whole height (its summary and the decision's
    // words differ from person to person).
    if (review.deal() != dealShown_ || person_.isEmpty()) {
        keptHeight_ = 0;
        setMinimumHeight(0);
    } else {
        setMinimumHeight(std::max(minimumHeight(), height()));
    }
    dealShown_ = review.deal();
    review_ = &review;
    title_->setText(tr("<b>Review of deal %1</b>").arg(review.deal()));
    QString summary = person_.isEmpty() ? summaryToYou(review) : summaryOf(review, person_);
    // Where the stakes were choices too, "every choice" speaks of the play.
    if (!review.empty() && review.unweighed() > 0) summary += QLatin1Char(' ') + tr("The stakes placed before the cards are not weighed.");
    summary_->setText(elided(summary));
    list_->setAccessibleName(person_.isEmpty() ? tr("Your decisions") : elided(tr("Decisions of %1").arg(person_)));
    list_->clear();
    int first = -1;
    for (std::size_t i = 0; i < review.decisions().size(); ++i) {
        const ReviewedDecision& d = review.decisions()[i];
        const State& state = d.found.moment.state;
        const QString words = ChoiceWords::done(d.found.moment.taken.action, state, state.legalActions());
        auto* item = new QListWidgetItem(d.costly() ? tr("✗ %1 (%2)").arg(words, about(d.cost())) : tr("✓ %1").arg(words), list_);
        // Light under a dark theme, dark under a light one.
        if (darkTheme()) item->setForeground(d.costly() ? QColor(255, 150, 120) : QColor(130, 215, 140));
        else item->setForeground(d.costly() ? QColor(170, 50, 20) : QColor(30, 110, 50));
        if (d.costly() && first < 0) first = static_cast<int>(i);
    }
    // As tall as its rows, up to a few: the decision's words need the room.
    list_->setVisible(list_->count() > 0);
    // Nothing to step through, nothing to step with: greyed, they were
    // offered where there was no decision to go to (a tester).
    previous_->setVisible(list_->count() > 1);
    next_->setVisible(list_->count() > 1);
    fitList();
    setCurrent(first >= 0 ? first : 0);
    if (review.empty()) showDetail(-1);
}

void ReviewPanel::fitList() {
    if (list_->count() == 0) return;
    list_->doItemsLayout();
    int height = 2 * list_->frameWidth();
    for (int i = 0; i < std::min(list_->count(), 6); ++i) height += list_->visualItemRect(list_->item(i)).height() + 2 * list_->spacing();
    // Another person's review of the deal keeps the height of the last.
    keptHeight_ = std::max(height, keptHeight_);
    list_->setFixedHeight(keptHeight_);
}

bool ReviewPanel::eventFilter(QObject* watched, QEvent* event) {
    // At another width the words wrap anew: the height measured before
    // the list had its width (two lines for one decision) is not kept, or
    // an empty row stood below the only decision (a tester).
    if (watched == list_ && event->type() == QEvent::Resize
        && static_cast<QResizeEvent*>(event)->oldSize().width() != static_cast<QResizeEvent*>(event)->size().width()) {
        keptHeight_ = 0;
        fitList();
    }
    return QFrame::eventFilter(watched, event);
}

QString ReviewPanel::summaryToYou(const DealReview& review) {
    if (review.empty() && review.unweighed() > 0) return tr("Your only choices in this deal were your stakes, which the review does not weigh.");
    if (review.empty()) return tr("You had no choice to make in this deal.");
    // One choice is not "every choice" (a tester).
    const bool one = review.decisions().size() == 1;
    if (review.flawless() && one) return tr("Your choice was as good as the Expert computer player's, as far as its search can tell.");
    if (review.flawless()) return tr("Every choice you made was as good as the Expert computer player's, as far as its search can tell.");
    if (review.costly() == 0 && one) return tr("Your choice did not cost half a chip or more by the reckoning of the Expert computer player.");
    if (review.costly() == 0) return tr("None of your choices cost half a chip or more by the reckoning of the Expert computer player.");
    // No total: each mark weighs its choice against the best at that
    // moment, so one mistake played out over four leads was marked four
    // times, and "In all, about 64 chips" stood beside a deal won (a tester).
    return tr("Marked: the choices that cost chips on average by the reckoning of the Expert computer player, from what you could see. Each is weighed on its own, against the best choice there was at that moment.");
}

QString ReviewPanel::summaryOf(const DealReview& review, const QString& person) {
    if (review.empty() && review.unweighed() > 0) return tr("%1's only choices in this deal were stakes, which the review does not weigh.").arg(person);
    if (review.empty()) return tr("%1 had no choice to make in this deal.").arg(person);
    const bool one = review.decisions().size() == 1;
    if (review.flawless() && one) return tr("%1's choice was as good as the Expert computer player's, as far as its search can tell.").arg(person);
    if (review.flawless()) return tr("Every choice %1 made was as good as the Expert computer player's, as far as its search can tell.").arg(person);
    if (review.costly() == 0 && one) return tr("%1's choice did not cost half a chip or more by the reckoning of the Expert computer player.").arg(person);
    if (review.costly() == 0) return tr("None of %1's choices cost half a chip or more by the reckoning of the Expert computer player.").arg(person);
    return tr("Marked: the choices that cost chips on average by the reckoning of the Expert computer player, from what %1 could see. Each is weighed on its own, against the best choice there was at that moment.")
        .arg(person);
}

int ReviewPanel::current() const { return list_->currentRow(); }

void ReviewPanel::setCurrent(int index) {
    if (!review_ || index < 0 || index >= list_->count()) return;
    if (index == list_->currentRow()) {
        showDetail(index);
        emit shown(index);
        return;
    }
    list_->setCurrentRow(index);
}

void ReviewPanel::showDetail(int index) {
    // A button with the keys that can go no further hands them to the
    // other way, not on to Back to the Game (which Return would press).
    const bool keysOnNext = next_->hasFocus();
    const bool keysOnPrevious = previous_->hasFocus();
    previous_->setEnabled(index > 0);
    next_->setEnabled(review_ && index + 1 < list_->count());
    if (keysOnNext && !next_->isEnabled()) previous_->isEnabled() ? previous_->setFocus() : list_->setFocus();
    if (keysOnPrevious && !previous_->isEnabled()) next_->isEnabled() ? next_->setFocus() : list_->setFocus();
    if (!review_ || index < 0 || index >= static_cast<int>(review_->decisions().size())) {
        detail_->clear();
        return;
    }
    const ReviewedDecision& d = review_->decisions()[static_cast<std::size_t>(index)];
    const State& state = d.found.moment.state;
    const QString worth = state.rules().startingLives() > 0
                              ? tr("What each choice was worth over the rest of the deal, a life valued at %1 chips (what was already paid in is not counted):").arg(kChipsPerLife)
                              : tr("What each choice was worth over the rest of the deal (what was already paid in is not counted):");
    detail_->setText(tr("<b>Decision %1 of %2.</b> %3<br><br>%4<br>%5")
                         .arg(index + 1)
                         .arg(list_->count())
                         .arg(verdict(d).toHtmlEscaped(), worth,
                              ChoiceWords::figures(d.found.analysis, state, state.legalActions(), d.found.moment.taken.action, person_)));
}

QString ReviewPanel::detailText() const { return detail_->text(); }
QString ReviewPanel::summaryText() const { return summary_->text(); }

} // namespace poch::app
