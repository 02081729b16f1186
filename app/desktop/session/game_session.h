// One match at the table: the engine's state, who decides for each seat,
// and the game record that is saved after every action. The session asks
// for decisions and applies them; it never draws anything. The table tells
// it when the animations of the last step are over (proceed), and only
// then does the next decision or deal happen.
#pragma once

#include "match_settings.h"
#include "seat_input.h"
#include "table_sight.h"

#include "poch/analysis.h"
#include "poch/match.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace poch::app {

class PersonSeat;

class GameSession : public QObject {
    Q_OBJECT
public:
    // The seat of the one person at a table of computer players, and of
    // the first person where several play (a record may seat them anywhere).
    static constexpr int kPersonSeat = 0;

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // A new match; throws std::invalid_argument for settings the rules
    // refuse (too few chips, a seat count the ruleset does not allow).
    void start(const MatchSettings& settings);
    // What a match already over when resumed is to the statistics.
    enum class ResultOfAnEndedMatch {
        Uncounted,        // the autosave's: cleared only once the result is counted
        CountedElsewhere, // an opened record's: counted where it was played
    };
    // Resumes a saved or opened match, its later deals shuffled from
    // `seed` (and its computer players drawn from it, where the record
    // does not keep the match's own seed). Returns an error message, or
    // an empty string; on error the session is left as it was.
    QString resume(const GameRecord& record, std::uint64_t seed, ResultOfAnEndedMatch ended = ResultOfAnEndedMatch::Uncounted);

    // A lesson's deal (learn/lesson.h): the record's cards, the others
    // playing what the record says they played, and the person at
    // `learner` making their own choices, under the name given. Returns an
    // error message, or an empty string.
    QString startLesson(GameRecord script, int learner, const QString& learnerName = {});
    // Whether the match in play is a lesson's: nothing of it is saved or
    // counted, and neither Undo nor the Expert's advice is offered.
    bool inLesson() const { return script_.has_value(); }
    // How many of the lesson's deal's actions have been taken.
    int lessonMoment() const;
    // The match is put away: no game at the table.
    void close();

    bool active() const { return match_.has_value(); }
    // Counts the matches begun at this table: a new game, a file opened, a
    // resume, a lesson, the table cleared. An Undo or a Redo stays in one.
    int matchNumber() const { return matches_; }
    const State& state() const { return match_->state(); }
    const GameRecord& record() const { return match_->record(); }
    const Match& match() const { return *match_; }
    // The person whose eyes are on the screen: the one asked now, or last.
    // Null where no seat is a person's.
    PersonSeat* person() const;
    int viewer() const { return viewer_; }
    bool isPerson(int seat) const;
    // How many seats are people's.
    int people() const;
    // Where several people share the screen, the table is screened while
    // it passes from one to the next (unless they play open-handed): the
    // session waits for the next person to take the seat.
    void setPrivacyScreen(bool on) { privacyScreen_ = on; }
    bool privacyScreen() const { return privacyScreen_; }
    // The person the screen waits for, or -1.
    int handingOverTo() const { return handingOver_; }
    // Whether the table hides every hand: while it passes to another
    // person, and from a person's decision until the next person is asked
    // (the computer's players may move in between, while the computer
    // changes hands).
    // Where several people share the screen, no hand shows either before
    // the first of them has sat down behind it (nobody knows who is
    // looking when a match is dealt or resumed, or when the table goes
    // on from a deal's result, which everyone looked at).
    bool veiled() const { return handingOver_ >= 0 || veiled_ || !seated(); }
    // Whether the person looking is known: always, unless several people
    // share the screen and none has taken the seat since the match came to
    // the table or went on from the last deal's result.
    bool seated() const { return seated_ || !sharedScreen(); }
    // That person sits down: their question is asked.
    void takeSeat(int seat);
    // Where several people share the screen, a person whose own decision
    // put cards in their hand (Ranter-Go-Round's exchange, a dealer's swap
    // with the dummy) is shown them before their hand is hidden, as a
    // player picks up and looks at the card they are handed; they may have
    // no other decision in the deal to see it at. The seat looking, or -1.
    int lookingAtNewCards() const { return looking_; }
    // The cards that came into their hand.
    CardSet newCards() const { return newCards_; }
    // They have seen them: their hand is hidden, and the table goes on.
    void stopLooking();
    // The table as the person looking sees it now.
    TableSight sight() const;
    // The level of a computer seat, or none for the person.
    std::optional<Level> levelAt(int seat) const;
    QString nameAt(int seat) const;
    // Whether the session is waiting for the table before going on.
    bool waitingForTable() const { return !asking_; }

    // Takes the next step: a deal, or a question to the seat to act.
    void proceed();
    // Goes on from a deal's result to the next deal.
    void nextDeal();
    // The seed the match's computer players and advice are drawn from.
    std::uint64_t seed() const { return seed_; }
    // The match's seed and the moment the next choice is made at, as one
    // seed: what the advice and the computer players draw from there.
    std::uint64_t moment() const;
    // Milliseconds a computer seat waits before answering.
    void setComputerPace(int milliseconds);
    // What the computer at `seat` waits if asked now: the whole pace, or a
    // quarter of it when it acts again straight after itself.
    int answerPause(int seat) const { return seat == lastActor_ ? pace_ / 4 : pace_; }
    // Whether the step last applied was its player's again, straight after
    // their own (the table plays it quicker, as the same gesture).
    bool lastStepFollowsOn() const { return followsOn_; }

    // Whether the match's result is in the statistics. A match counts
    // once, when it first ends at this table: not again when it ends anew
    // after an Undo, nor when a record of a match already over is opened.
    bool resultCounted() const { return resultCounted_; }
    void setResultCounted() { resultCounted_ = true; }

    // Undo of the person's own last decision that had a choice in it, with
    // everything after it.
    bool canUndo() const;
    // Whether Undo is refused only because, with several people at the
    // table, something hidden from the person was shown since their move.
    bool undoBarredBySight() const;
    void undo();
    // Redo of the last Undo: the match as it stood before it, while
    // nothing has been done since (an Undo pressed by mistake, even at a
    // deal's result, is not a loss).
    bool canRedo() const;
    void redo();

    // The events of each deal of the record so far (stakes placed before a
    // deal's cards belong to it). Kept as the match goes, and played again
    // from the record after a resume or an undo, so that what the window
    // says of a deal never depends on what happened to the program in
    // between.
    const std::vector<EventLog>& events() const { return events_; }
    // The events of the deal in play, or of the deal that has just ended
    // while nothing of the next has happened yet.
    const EventLog& dealEvents() const;
    // That deal's number, counted from 1 (0 where nothing is told yet).
    int dealEventsNumber() const;

    // What each choice of the person looking is worth, by the Expert's
    // search from their observation (poch/analysis.h); the same position
    // gives the same figures. Empty when it is not their turn.
    Analysis analysis() const;

    // The Expert's suggestion for the person, with its reason id.
    std::optional<Choice> hint() const;
    // The same from `found`, the analysis of this moment already made (the
    // hint also says its margin over the next choice from it).
    std::optional<Choice> hint(const Analysis& found) const;

signals:
    // A step happened: these are its events; the state has changed.
    void stepped(const poch::EventLog& events);
    // The person must decide; the controls show what is legal.
    void personToAct();
    // Another person is to decide next: the screen is to be passed to them.
    void handOver(int seat);
    // The match has ended.
    void matchEnded();
    // The record changed (for autosave); after every action and deal.
    void recordChanged();
    // Everything was replaced (a new match, a resumed one, an undo).
    void reset();

private:
    int matches_ = 0;
    void makeSeats(const std::vector<std::optional<Level>>& levels, std::uint64_t seed);
    // Whether the table passes behind the screen between people.
    bool sharedScreen() const { return privacyScreen_ && people() > 1; }
    void onChosen(int seat, const Action& action);
    void cancelQuestions();
    // Whether something hidden from the person looking when they last
    // decided has been shown since (see canUndo).
    bool shownSinceLastDecision() const;
    // canUndo but for what was shown since.
    bool undoable() const;
    void replayEvents(const std::vector<EventLog>& deals);
    // The lesson's action due now, for the others' seats.
    std::optional<Action> scripted() const;

    // The match, its record and where its cards come from (poch/match.h).
    std::optional<Match> match_;
    // Each Undo not yet redone: the record it left, and the match before
    // it with its events as they were told (a replay of its record would
    // add the forced plays still to come, which the match then plays and
    // tells again).
    struct Undone {
        GameRecord after;
        Match before;
        std::vector<EventLog> events;
    };
    std::vector<Undone> undone_;
    std::vector<EventLog> events_;
    // Files a step's events with the record's deal they happened in.
    void note(std::size_t deal, const EventLog& events);
    std::optional<GameRecord> script_;
    std::vector<SeatInput*> seats_;
    std::vector<std::optional<Level>> levels_;
    std::vector<PersonSeat*> people_; // a seat's, or null for a computer's
    int viewer_ = -1;
    int handingOver_ = -1;
    bool privacyScreen_ = true;
    // Whether a person has taken their seat behind the screen since the
    // match came to the table (it matters only where the screen is shared).
    bool seated_ = false;
    bool resultCounted_ = false;
    bool veiled_ = false;
    int looking_ = -1;
    CardSet newCards_;
    std::uint64_t seed_ = 1;
    bool asking_ = false;
    int pace_ = 600;
    // The seat whose action was the last applied in this deal, or -1: a
    // computer acting again straight after itself (a stake after its own
    // stake, the next card of its own run) answers sooner.
    int lastActor_ = -1;
    bool followsOn_ = false;
};

} // namespace poch::app
