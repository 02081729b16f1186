// Choosing a match: the game and what it is, with its rules a click away;
// who sits at the table (any seat a person or a computer player of a
// level); the game's options with what each does, and the chips to start
// with. The last choices are remembered.
#pragma once

#include "match_settings.h"

#include "poch/game_record.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QWidget;

namespace poch::app {

class NewGameDialog final : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);
    MatchSettings settings() const;
    // Selects a ruleset by id (for tests and the command line).
    void selectRuleset(const QString& id);
    // The game last dealt, which the dialog offers first: Poch where none
    // was, or where the settings name a game this program does not have.
    static QString lastDealt();
    void setPlayers(int players);
    // The game of a match played: its ruleset, options, number of players
    // and starting chips, and its pool cards where they were the customary
    // ones. Who sits at the table stays as chosen last.
    void offerAgain(const GameRecord& played);

    void accept() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rulesetChanged();
    void playersChanged();
    void seatsChanged();
    void orderTabs();
    // A rule's field and its words (wordsBeside) on the next row.
    void addOption(QWidget* field, const QString& name, const QString& words);
    void remember() const;

    QComboBox* ruleset_;
    QLabel* source_;
    QPushButton* rules_;
    QCheckBox* privacy_;
    QWidget* privacyRow_; // the box and its words, enabled together
    QSpinBox* players_;
    QLabel* seats_; // how many the game seats
    QSpinBox* chips_;
    QWidget* seatsBox_;
    QFormLayout* seatsForm_;
    QWidget* optionsBox_;
    QGridLayout* optionsForm_;
    // Never shown: measures an option's words at a width. A label's own
    // heightForWidth counts its minimum height, which is what is set from
    // it, so the words could only ever grow.
    QLabel* measure_;
    QList<QLineEdit*> names_;
    QList<QComboBox*> levels_; // a seat's person or level
    QList<QWidget*> optionFields_;
    // For games whose pools are cards; null for the others.
    QCheckBox* customaryPoolCards_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

} // namespace poch::app
