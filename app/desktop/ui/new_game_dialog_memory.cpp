// NewGameDialog's memory: the game last dealt, a played match's settings
// offered again, and what the dialog keeps for next time.
#include "new_game_dialog.h"

#include "poch/pool_cards.h"
#include "poch/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace poch::app {

QString NewGameDialog::lastDealt() {
    const QString last = QSettings().value(QStringLiteral("newGame/ruleset")).toString();
    return findRuleset(last.toStdString()) ? last : QStringLiteral("poch");
}

void NewGameDialog::offerAgain(const GameRecord& played) {
    selectRuleset(QString::fromStdString(played.ruleset));
    for (QWidget* field : optionFields_) {
        const auto found = played.options.values().find(field->property("option").toString().toStdString());
        if (found == played.options.values().end()) continue;
        if (auto* box = qobject_cast<QCheckBox*>(field)) box->setChecked(found->second != 0);
        else if (auto* spin = qobject_cast<QSpinBox*>(field)) spin->setValue(found->second);
    }
    if (customaryPoolCards_) customaryPoolCards_->setChecked(matchPoolCards(played) == findRuleset(played.ruleset)->customaryPoolCards);
    setPlayers(static_cast<int>(played.seats.size()));
    // Who sat where, people and computer players by their level: a match
    // from the command line, or after a game of several people, offered the
    // dialog's last seats instead, and Enter dealt another table.
    for (std::size_t seat = 0; seat < played.seats.size() && seat < static_cast<std::size_t>(levels_.size()); ++seat) {
        const RecordSeat& who = played.seats[seat];
        const int i = static_cast<int>(seat);
        names_[i]->setText(MatchSettings::shownName(QString::fromStdString(who.name)));
        Level level = Level::Standard;
        const bool computer = !who.ai.empty();
        // Another program's player is played by the Standard here, as a
        // resumed game has it.
        if (computer && !parseLevel(who.ai, level)) level = Level::Standard;
        levels_[i]->setCurrentIndex(levels_[i]->findData(computer ? static_cast<int>(level) : -1));
    }
    // One stack for all here; a record may give each seat its own.
    if (!played.chips.empty()) chips_->setValue(played.chips.front());
}

void NewGameDialog::remember() const {
    QSettings s;
    const MatchSettings m = settings();
    s.setValue(QStringLiteral("newGame/ruleset"), m.ruleset);
    s.beginGroup(QStringLiteral("newGame/") + m.ruleset);
    s.setValue(QStringLiteral("players"), m.seats());
    s.setValue(QStringLiteral("chips"), m.chips);
    for (const auto& [name, value] : m.options.values()) s.setValue(QStringLiteral("option/") + QString::fromStdString(name), value);
    if (customaryPoolCards_) s.setValue(QStringLiteral("customaryPoolCards"), m.customaryPoolCards);
    s.endGroup();
    for (int seat = 0; seat < m.seats(); ++seat) {
        // A name left as the default is not kept: it is the default again
        // next time, in the language spoken then ("Player" stayed "Player"
        // in German).
        if (m.names[seat] == MatchSettings::defaultName(seat)) s.remove(QStringLiteral("newGame/name%1").arg(seat));
        else s.setValue(QStringLiteral("newGame/name%1").arg(seat), m.names[seat]);
        s.setValue(QStringLiteral("newGame/seat%1").arg(seat), m.levels[seat] ? static_cast<int>(*m.levels[seat]) : -1);
    }
    s.setValue(QStringLiteral("newGame/privacyScreen"), m.privacyScreen);
}

} // namespace poch::app
