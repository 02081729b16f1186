#include "new_game_dialog.h"

#include "game_description.h"
#include "rule_texts.h"

#include "poch/pool_cards.h"
#include "poch/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace poch::app {

namespace {
QString defaultName(int seat) { return MatchSettings::defaultName(seat); }
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    ruleset_ = new QComboBox(this);
    ruleset_->setAccessibleName(tr("Game"));
    auto* model = qobject_cast<QStandardItemModel*>(ruleset_->model());
    // The family as players group it (game_description.cpp).
    for (const char* group : GameDescription::groups()) {
        ruleset_->addItem(tr(group));
        model->item(ruleset_->count() - 1)->setEnabled(false);
        for (const GameDescription* g : GameDescription::all())
            if (g->group == group && findRuleset(g->ruleset))
                ruleset_->addItem(QStringLiteral("    ") + texts::rulesetName(QLatin1String(g->ruleset)), QLatin1String(g->ruleset));
    }
    top->addRow(tr("&Game:"), ruleset_);
    source_ = new QLabel(this);
    source_->setWordWrap(true);
    top->addRow(QString(), source_);
    players_ = new QSpinBox(this);
    players_->setAccessibleName(tr("Number of players"));
    top->addRow(tr("&Players:"), players_);
    chips_ = new QSpinBox(this);
    chips_->setRange(1, 100000);
    chips_->setAccessibleName(tr("Chips each player starts with"));
    top->addRow(tr("Starting &chips:"), chips_);
    layout->addLayout(top);

    auto* seats = new QGroupBox(tr("At the table"), this);
    seatsForm_ = new QFormLayout(seats);
    seatsBox_ = seats;
    layout->addWidget(seats);
    auto* options = new QGroupBox(tr("Rules"), this);
    optionsForm_ = new QFormLayout(options);
    optionsBox_ = options;
    layout->addWidget(options);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    layout->addWidget(buttons);

    QSettings s;
    connect(ruleset_, &QComboBox::currentIndexChanged, this, &NewGameDialog::rulesetChanged);
    connect(players_, &QSpinBox::valueChanged, this, &NewGameDialog::playersChanged);
    selectRuleset(s.value(QStringLiteral("newGame/ruleset"), QStringLiteral("poch")).toString());
    if (ruleset_->currentIndex() < 0) selectRuleset(QStringLiteral("poch"));
}

void NewGameDialog::selectRuleset(const QString& id) {
    const int i = ruleset_->findData(id);
    if (i >= 0) ruleset_->setCurrentIndex(i);
    rulesetChanged();
}

void NewGameDialog::setPlayers(int players) { players_->setValue(players); }

void NewGameDialog::rulesetChanged() {
    const QString id = ruleset_->currentData().toString();
    const RulesetInfo* info = findRuleset(id.toStdString());
    if (!info) return;
    QSettings s;
    s.beginGroup(QStringLiteral("newGame/") + id);
    source_->setText(tr("After source %1. The Rules window explains every rule and choice.").arg(QString::fromStdString(info->source)));
    players_->blockSignals(true);
    players_->setRange(info->minSeats, info->maxSeats);
    players_->setValue(std::clamp(s.value(QStringLiteral("players"), 4).toInt(), info->minSeats, info->maxSeats));
    players_->blockSignals(false);
    chips_->setValue(s.value(QStringLiteral("chips"), info->startingChips).toInt());

    while (optionsForm_->rowCount() > 0) optionsForm_->removeRow(0);
    optionFields_.clear();
    customaryPoolCards_ = nullptr;
    for (const OptionSpec& o : info->options) {
        const QString name = QString::fromStdString(o.id);
        const QString text = texts::optionDescription(id, name);
        const int value = s.value(QStringLiteral("option/") + name, o.defaultValue).toInt();
        if (o.type == OptionType::Bool) {
            auto* box = new QCheckBox(text, optionsBox_);
            box->setChecked(value != 0);
            box->setAccessibleName(text);
            box->setProperty("option", name);
            optionsForm_->addRow(box);
            optionFields_.push_back(box);
        } else {
            auto* spin = new QSpinBox(optionsBox_);
            spin->setRange(o.min, o.max);
            spin->setValue(std::clamp(value, o.min, o.max));
            spin->setAccessibleName(text);
            spin->setProperty("option", name);
            auto* label = new QLabel(text, optionsBox_);
            label->setWordWrap(true);
            label->setBuddy(spin);
            optionsForm_->addRow(label, spin);
            optionFields_.push_back(spin);
        }
    }
    if (!info->customaryPoolCards.empty()) {
        // The sources leave the pool cards' suits free; the table lays out
        // four at random unless the players want the customary ones.
        QStringList names;
        for (int p = 0; p < static_cast<int>(info->pools.size()); ++p)
            names << texts::cardName(poolCard(info->customaryPoolCards, p));
        const QString text = tr("Lay out the customary cards (%1) instead of four of different suits chosen at random")
                                 .arg(QLocale().createSeparatedList(names));
        customaryPoolCards_ = new QCheckBox(text, optionsBox_);
        customaryPoolCards_->setChecked(s.value(QStringLiteral("customaryPoolCards"), false).toBool());
        customaryPoolCards_->setAccessibleName(text);
        optionsForm_->addRow(customaryPoolCards_);
    }
    s.endGroup();
    playersChanged();
}

void NewGameDialog::playersChanged() {
    QSettings s;
    while (seatsForm_->rowCount() > 0) seatsForm_->removeRow(0);
    names_.clear();
    levels_.clear();
    for (int seat = 0; seat < players_->value(); ++seat) {
        auto* row = new QWidget(seatsBox_);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* name = new QLineEdit(s.value(QStringLiteral("newGame/name%1").arg(seat), defaultName(seat)).toString(), row);
        name->setAccessibleName(seat == 0 ? tr("Your name") : tr("Name of player %1").arg(seat + 1));
        h->addWidget(name, 1);
        names_.push_back(name);
        if (seat > 0) {
            auto* level = new QComboBox(row);
            for (Level l : {Level::Beginner, Level::Standard, Level::Expert})
                level->addItem(texts::levelName(QLatin1String(levelId(l))), static_cast<int>(l));
            level->setCurrentIndex(s.value(QStringLiteral("newGame/level%1").arg(seat), 1).toInt());
            level->setAccessibleName(tr("Level of player %1").arg(seat + 1));
            h->addWidget(level);
            levels_.push_back(level);
        }
        seatsForm_->addRow(seat == 0 ? tr("You:") : tr("Player %1:").arg(seat + 1), row);
    }
}

MatchSettings NewGameDialog::settings() const {
    MatchSettings m;
    m.ruleset = ruleset_->currentData().toString();
    const RulesetInfo* info = findRuleset(m.ruleset.toStdString());
    m.options = Options(info->options);
    for (QWidget* field : optionFields_) {
        const std::string name = field->property("option").toString().toStdString();
        if (auto* box = qobject_cast<QCheckBox*>(field)) m.options.set(info->options, name, box->isChecked() ? 1 : 0);
        else if (auto* spin = qobject_cast<QSpinBox*>(field)) m.options.set(info->options, name, spin->value());
    }
    for (int seat = 0; seat < names_.size(); ++seat) {
        const QString name = names_[seat]->text().trimmed();
        m.names << (name.isEmpty() ? defaultName(seat) : name);
        if (seat == 0) m.levels.push_back(std::nullopt);
        else m.levels.push_back(static_cast<Level>(levels_[seat - 1]->currentData().toInt()));
    }
    m.chips = chips_->value();
    m.customaryPoolCards = customaryPoolCards_ && customaryPoolCards_->isChecked();
    m.seed = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch());
    return m;
}

void NewGameDialog::accept() {
    const MatchSettings m = settings();
    try {
        const auto rules = makeRuleset(m.ruleset.toStdString(), m.options, m.seats());
        if (m.chips < rules->minimumStake()) {
            QMessageBox::warning(this, tr("New Game"), tr("Each player needs at least %1 chips to pay their way into a deal.").arg(rules->minimumStake()));
            return;
        }
    } catch (const std::invalid_argument& e) {
        QMessageBox::warning(this, tr("New Game"), QString::fromStdString(e.what()));
        return;
    }
    remember();
    QDialog::accept();
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
        s.setValue(QStringLiteral("newGame/name%1").arg(seat), m.names[seat]);
        if (seat > 0) s.setValue(QStringLiteral("newGame/level%1").arg(seat), static_cast<int>(*m.levels[seat]));
    }
}

} // namespace poch::app
