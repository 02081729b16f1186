// GameSession's Undo and Redo: a person takes back their own last
// decision, and the match as it stood comes back on Redo.
#include "game_session.h"

namespace poch::app {

// The person looking takes back their own last decision, and only while no
// other person has decided since: also from behind the screen that went up
// for the next person, who has not decided yet. Only while no later deal
// has begun (its cards dealt): where the person had no choice in a deal (a
// long table, forced plays only), Undo at its result jumped back past it,
// and its result was gone unasked; nor does Undo go back from the cards of
// a new deal to the deal before.
bool GameSession::canUndo() const { return undoable() && !(people() > 1 && shownSinceLastDecision()); }

bool GameSession::undoBarredBySight() const { return people() > 1 && undoable() && shownSinceLastDecision(); }

// Nor once the match is over: its result is counted, and a move taken
// back then was played again with every hand in sight (two testers).
bool GameSession::undoable() const {
    if (!match_ || script_ || viewer_ < 0 || !seated() || match_->over()) return false;
    std::uint8_t others = 0;
    for (int s = 0; s < static_cast<int>(people_.size()); ++s)
        if (people_[static_cast<std::size_t>(s)] && s != viewer_) others |= static_cast<std::uint8_t>(1u << s);
    if (!match_->canUndo(viewer_) || match_->decidedSince(viewer_, others)) return false;
    const auto& deals = match_->record().deals;
    for (std::size_t d = deals.size(); d-- > 0;)
        for (std::size_t i = deals[d].actions.size(); i-- > 0;)
            if (deals[d].actions[i].seat == viewer_ && match_->hadChoice(d, i))
                return match_->state().dealsPlayed() <= static_cast<int>(d) + 1; // deals begun: none since its own
    return false;
}

// With several people at the table, a move is not taken back once anything
// hidden from its maker then has been shown since (the sets at a showdown,
// a card another played or passed on, every hand laid open at the deal's
// result): they would decide again knowing what the others could not.
// Alone against the computer, that is the person's own affair, and Undo
// can be turned off.
bool GameSession::shownSinceLastDecision() const {
    Match before = *match_;
    if (!before.undo(viewer_)) return true;
    if (before.state().dealInPlay() && !match_->state().dealInPlay()) return true;
    const CardSet then = before.state().observe(viewer_).cardsInSight();
    const CardSet now = match_->state().observe(viewer_).cardsInSight();
    return !(now - then).empty();
}

// The match is cut back to just before the person's last decision with a
// choice in it and replayed: the same cards, the same state, and the
// question asked again.
void GameSession::undo() {
    if (!canUndo()) return;
    Match before = *match_;
    if (!match_->undo(viewer_)) {
        match_ = std::move(before);
        return;
    }
    undone_.push_back({match_->record(), std::move(before), events_});
    // Taken back from behind the screen, the move may have been taken back
    // by the next person: the screen goes up again, for the person whose
    // decision it is once more.
    if (handingOver_ >= 0) seated_ = false;
    cancelQuestions();
    // The events up to the decision taken back, as the record plays them.
    replayEvents(Match::replay(match_->record(), seed_).deals);
    emit reset();
    emit recordChanged();
}

// Also from behind the screen the Undo put up for the person whose move it
// took back: an Undo pressed by mistake at the next person's screen is
// mended at once (Redo stayed greyed until the person sat down again).
bool GameSession::canRedo() const {
    return match_ && !script_ && viewer_ >= 0 && !undone_.empty() && match_->record() == undone_.back().after;
}

void GameSession::redo() {
    if (!canRedo()) return;
    // The match as it stood, with its events as they were told: at a
    // deal's result, or with forced plays still to come, which it makes
    // as it goes on.
    match_ = std::move(undone_.back().before);
    events_ = std::move(undone_.back().events);
    undone_.pop_back();
    cancelQuestions();
    emit reset();
    emit recordChanged();
}

} // namespace poch::app
