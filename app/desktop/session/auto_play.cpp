#include "auto_play.h"

#include "game_session.h"
#include "main_window.h"
#include "match_settings.h"
#include "person_seat.h"

#include "poch/registry.h"

#include <QCoreApplication>

#include <cstdio>

namespace poch::app {

AutoPlay::AutoPlay(MainWindow* window, int matches, QStringList rulesets, std::uint64_t seed)
    : QObject(window), window_(window), matchesLeft_(matches), rulesets_(std::move(rulesets)), random_(seed) {
    window_->setQuiet(true);
    window_->setAnimationSpeed(0);
    connect(window_, &MainWindow::autosaved, this, [this] {
        std::printf("saved %lld\n", movesIn(window_->session()->record()));
        std::fflush(stdout);
    });
    matchRunning_ = window_->offerResume(false);
    connect(&timer_, &QTimer::timeout, this, &AutoPlay::step);
    timer_.start(1);
}

long long AutoPlay::movesIn(const GameRecord& record) {
    long long moves = 0;
    for (const RecordDeal& deal : record.deals) moves += 1 + static_cast<long long>(deal.actions.size());
    return moves;
}

void AutoPlay::startNextMatch() {
    if (matchesLeft_ <= 0 || rulesets_.isEmpty()) {
        timer_.stop();
        QCoreApplication::quit();
        return;
    }
    --matchesLeft_;
    const QString id = rulesets_.at(static_cast<int>(random_.below(static_cast<std::uint32_t>(rulesets_.size()))));
    const RulesetInfo* info = findRuleset(id.toStdString());
    if (!info) return;
    MatchSettings m = MatchSettings::quick(id, info->minSeats, random_.next());
    // Short matches, so that matches end and the statistics are written.
    for (const OptionSpec& o : info->options)
        if (o.id == "deals") m.options.set(info->options, "deals", 2);
    // Said before the new match's first autosave, so that a kill between
    // that save and its "saved" line is not read as moves of the match
    // before being lost.
    std::printf("new match\n");
    std::fflush(stdout);
    window_->startMatch(m);
    matchRunning_ = true;
}

void AutoPlay::step() {
    GameSession* session = window_->session();
    if (window_->busy()) return;
    if (!matchRunning_ || !session->active() || session->state().matchOver()) {
        startNextMatch();
        return;
    }
    if (window_->waitingForNextDeal()) {
        window_->nextDeal();
        return;
    }
    PersonSeat* person = session->person();
    if (!person || !person->waiting()) return;
    const ActionList& legal = person->legal();
    if (legal.size() == 0) return;
    person->choose(legal[static_cast<int>(random_.below(static_cast<std::uint32_t>(legal.size())))]);
}

} // namespace poch::app
