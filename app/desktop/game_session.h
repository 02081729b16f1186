// One match at the table: the engine's state, who decides for each seat,
// and the game record that is saved after every action. The session asks
// for decisions and applies them; it never draws anything. The table tells
// it when the animations of the last step are over (proceed), and only
// then does the next decision or deal happen.
#pragma once

#include "match_settings.h"
#include "seat_input.h"

#include "poch/game_record.h"
#include "poch/random.h"
#include "poch/state.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace poch::app {

class PersonSeat;

class GameSession : public QObject {
    Q_OBJECT
public:
    static constexpr int kPersonSeat = 0;

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // A new match; throws std::invalid_argument for settings the rules
    // refuse (too few chips, a seat count the ruleset does not allow).
    void start(const MatchSettings& settings);
    // Resumes a saved or opened match. Returns an error message, or an
    // empty string; on error the session is left as it was.
    QString resume(const GameRecord& record, std::uint64_t seed);

    bool active() const { return state_.has_value(); }
    const State& state() const { return *state_; }
    const GameRecord& record() const { return record_; }
    PersonSeat* person() const { return person_; }
    // The level of a computer seat, or none for the person.
    std::optional<Level> levelAt(int seat) const;
    QString nameAt(int seat) const;
    // Whether the session is waiting for the table before going on.
    bool waitingForTable() const { return !asking_; }

    // Takes the next step: a deal, or a question to the seat to act.
    void proceed();
    // Milliseconds a computer seat waits before answering.
    void setComputerPace(int milliseconds);

    // Undo of the person's own last decision, with everything after it.
    bool canUndo() const;
    void undo();

    // The Expert's suggestion for the person, with its reason id.
    std::optional<Choice> hint() const;

signals:
    // A step happened: these are its events; the state has changed.
    void stepped(const poch::EventLog& events);
    // The person must decide; the controls show what is legal.
    void personToAct();
    // The match has ended.
    void matchEnded();
    // The record changed (for autosave); after every action and deal.
    void recordChanged();
    // Everything was replaced (a new match, a resumed one, an undo).
    void reset();

private:
    void makeSeats(const std::vector<std::optional<Level>>& levels, std::uint64_t seed);
    void onChosen(int seat, const Action& action);
    void cancelQuestions();
    // Shuffles the next deal into the record before its cards are dealt,
    // so that stakes placed before a match's first deal have a deal to
    // belong to, and a save made then names its dealer and cards.
    void prepareDeal();

    std::optional<State> state_;
    GameRecord record_;
    // The record's last deal has its cards but they are not dealt yet:
    // stakes are being placed before it.
    bool dealPending_ = false;
    std::vector<SeatInput*> seats_;
    std::vector<std::optional<Level>> levels_;
    PersonSeat* person_ = nullptr;
    Random cards_{1};
    std::uint64_t seed_ = 1;
    bool asking_ = false;
    int pace_ = 600;
};

} // namespace poch::app
