// Choosing a match: the game, the players and their levels, the game's
// options with what each does, and the chips to start with. The last
// choices are remembered.
#pragma once

#include "match_settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
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
    void setPlayers(int players);

    void accept() override;

private:
    void rulesetChanged();
    void playersChanged();
    void remember() const;

    QComboBox* ruleset_;
    QLabel* source_;
    QSpinBox* players_;
    QSpinBox* chips_;
    QWidget* seatsBox_;
    QFormLayout* seatsForm_;
    QWidget* optionsBox_;
    QFormLayout* optionsForm_;
    QList<QLineEdit*> names_;
    QList<QComboBox*> levels_;
    QList<QWidget*> optionFields_;
    // For games whose pools are cards; null for the others.
    QCheckBox* customaryPoolCards_ = nullptr;
};

} // namespace poch::app
