// The table passing from one person to the next where several share the
// screen: the screen between them, and a last look at the cards a person's
// own decision put in their hand before the table hides it.
#include "main_window.h"

#include "action_bar.h"
#include "privacy_screen.h"
#include "rule_texts.h"
#include "table_notice.h"

#include <QLabel>

namespace poch::app {

// The table passes to another person: it is screened until they sit down.
void MainWindow::onHandOver(int seat) {
    bar_->clear();
    hint_->clear();
    refresh(); // it says to pass the computer on
    // A notice for the person leaving (why their Undo took nothing back)
    // is not left for the next (a tester).
    notice_->dismiss();
    screen_->showFor(seatName(seat));
}

// Ranter-Go-Round's asker had seen the card they were handed only at the
// showdown: their hand went face down with their decision, and they have
// no other in the deal.
void MainWindow::showNewCards() {
    const int seat = session_.lookingAtNewCards();
    const CardSet got = session_.newCards();
    const bool oneCard = session_.state().table().hands[static_cast<std::size_t>(seat)].size() == 1;
    bar_->offerLook(got.size() == 1 ? tr("%1, your new card is the %2.").arg(seatName(seat), texts::cardName(*got.begin()))
                                    : tr("%1, these are your new cards.").arg(seatName(seat)),
                    oneCard);
}

void MainWindow::hideNewCards() {
    if (session_.lookingAtNewCards() < 0) return;
    session_.stopLooking();
    bar_->clear();
    refresh();
    goOn();
}

} // namespace poch::app
