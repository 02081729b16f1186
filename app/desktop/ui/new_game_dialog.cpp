#include "new_game_dialog.h"

#include "game_description.h"
#include "rule_texts.h"
#include "rules_window.h"
#include "settings_file.h"
#include "screen_fit.h"
#include "statistics.h"
#include "words_beside.h"

#include "poch/pool_cards.h"
#include "poch/registry.h"

#include <QCheckBox>
#include <QEvent>
#include <QComboBox>
#include <QCompleter>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace poch::app {

namespace {

QWidget* scrolled(QWidget* content, QWidget* parent) {
    auto* area = new QScrollArea(parent);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Tab goes to what is in it, never to the area, which shows no focus;
    // it still scrolls to what has the keys.
    area->setFocusPolicy(Qt::NoFocus);
    return area;
}
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game"));
    auto* layout = new QVBoxLayout(this);
    auto* columns = new QHBoxLayout;
    layout->addLayout(columns, 1);
    // Left: the game, what it is, and who plays; right: its rules.
    auto* left = new QVBoxLayout;
    columns->addLayout(left, 1);
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
    source_->setAccessibleName(tr("What the game is"));
    top->addRow(source_);
    rules_ = new QPushButton(tr("Read the &Rules…"), this);
    rules_->setAccessibleName(tr("Read the rules of this game"));
    connect(rules_, &QPushButton::clicked, this, [this] {
        auto* window = new RulesWindow(ruleset_->currentData().toString(), this);
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
    });
    top->addRow(QString(), rules_);
    players_ = new QSpinBox(this);
    players_->setAccessibleName(tr("Number of players"));
    players_->setValue(4); // for a game never set up before
    // The game's seats beside the box: typed 8 for a game of six seats at
    // most, the box went back to 6, and a tooltip was not found (a tester).
    seats_ = new QLabel(this);
    auto* playersRow = new QHBoxLayout;
    playersRow->addWidget(players_, 1);
    playersRow->addWidget(seats_);
    auto* playersLabel = new QLabel(tr("&Players:"), this);
    playersLabel->setBuddy(players_);
    top->addRow(playersLabel, playersRow);
    chips_ = new QSpinBox(this);
    chips_->setRange(1, 100000);
    chips_->setAccessibleName(tr("Chips each player starts with"));
    top->addRow(tr("Starting &chips:"), chips_);
    left->addLayout(top);

    auto* seats = new QGroupBox(tr("At the table"), this);
    auto* seatsLayout = new QVBoxLayout(seats);
    seatsBox_ = new QWidget(seats);
    seatsForm_ = new QFormLayout(seatsBox_);
    seatsForm_->setContentsMargins(0, 0, 0, 0);
    seatsLayout->addWidget(scrolled(seatsBox_, seats), 1);
    // The box's words wrap beside it, as the options' do: a check box's own
    // text would widen this column to its length and squeeze the rules
    // beside it (German's words left the rules a few words a line).
    privacyRow_ = new QWidget(seats);
    auto* privacyLayout = new QHBoxLayout(privacyRow_);
    privacyLayout->setContentsMargins(0, 0, 0, 0);
    const QString privacyWords = tr("Hide the cards while the computer is handed from one person to the next");
    privacy_ = new QCheckBox(privacyRow_);
    privacy_->setChecked(SettingsFile::flag(QStringLiteral("newGame/privacyScreen"), true));
    privacyLayout->addWidget(privacy_, 0, Qt::AlignTop);
    privacyLayout->addWidget(wordsBeside(privacyWords, privacy_, privacyRow_), 1);
    seatsLayout->addWidget(privacyRow_);
    left->addWidget(seats, 1);

    auto* options = new QGroupBox(tr("Rules"), this);
    auto* optionsLayout = new QVBoxLayout(options);
    optionsBox_ = new QWidget(options);
    // A grid, not a form: a form gives a wrapped label the height of one
    // line, and the words were cut in half. The options sit at the top,
    // one under the next, and scroll where a game has more than the
    // screen's height holds (Pope Joan's twelve in German at 1024x700
    // pushed Deal off the screen).
    auto* optionsColumn = new QVBoxLayout(optionsBox_);
    optionsColumn->setContentsMargins(0, 0, 0, 0);
    optionsForm_ = new QGridLayout;
    optionsForm_->setColumnStretch(1, 1);
    optionsColumn->addLayout(optionsForm_);
    optionsColumn->addStretch(1);
    optionsLayout->addWidget(scrolled(optionsBox_, options), 1);
    measure_ = new QLabel(this);
    measure_->setWordWrap(true);
    measure_->hide();
    optionsBox_->installEventFilter(this);
    columns->addWidget(options, 1);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* buttons = buttons_;
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    layout->addWidget(buttons);

    connect(ruleset_, &QComboBox::currentIndexChanged, this, &NewGameDialog::rulesetChanged);
    connect(players_, &QSpinBox::valueChanged, this, &NewGameDialog::playersChanged);
    selectRuleset(lastDealt());
    // Wide enough for the rules to read in a few lines, never taller than
    // the screen it opens on.
    resizeToFitScreen(*this, QSize(900, 640));
}

void NewGameDialog::selectRuleset(const QString& id) {
    int i = ruleset_->findData(id);
    // A game this program does not have (a settings file edited, or from
    // another version): the game chosen stays, or the first game where
    // none is yet; never a family's heading, which is no game to deal.
    for (int k = 0; i < 0 && !ruleset_->currentData().isValid() && k < ruleset_->count(); ++k)
        if (ruleset_->itemData(k).isValid()) i = k;
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
    source_->setText(GameDescription::of(id).aboutText());
    players_->blockSignals(true);
    players_->setRange(info->minSeats, info->maxSeats);
    // Said, not only kept to: typed 8 for modern Poch, the box stayed at 6 without a word.
    players_->setToolTip(tr("This game seats %1 to %2 players.").arg(info->minSeats).arg(info->maxSeats));
    seats_->setText(tr("%1 to %2", "the players a game seats, beside their number").arg(info->minSeats).arg(info->maxSeats));
    // The game's own count if set up before, else the count shown (Poch's five became Pope Joan's four).
    players_->setValue(std::clamp(s.value(QStringLiteral("players"), players_->value()).toInt(), info->minSeats, info->maxSeats));
    players_->blockSignals(false);
    chips_->setValue(s.value(QStringLiteral("chips"), info->startingChips).toInt());

    while (QLayoutItem* item = optionsForm_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    optionFields_.clear();
    customaryPoolCards_ = nullptr;
    for (const OptionSpec& o : info->options) {
        const QString name = QString::fromStdString(o.id);
        const int value = s.value(QStringLiteral("option/") + name, o.defaultValue).toInt();
        QWidget* field = nullptr;
        if (o.type == OptionType::Bool) {
            auto* box = new QCheckBox(optionsBox_);
            box->setChecked(value != 0);
            field = box;
        } else {
            auto* spin = new QSpinBox(optionsBox_);
            spin->setRange(o.min, o.max);
            spin->setValue(std::clamp(value, o.min, o.max));
            field = spin;
        }
        field->setProperty("option", name);
        // The field first, then its words, wrapped to the column's width.
        addOption(field, texts::optionName(id, name), texts::optionDescription(id, name));
        optionFields_.push_back(field);
    }
    if (!info->customaryPoolCards.empty()) {
        // The sources leave the pool cards' suits free; the table lays out
        // four at random unless the players want the customary ones.
        QStringList names;
        for (int p = 0; p < static_cast<int>(info->pools.size()); ++p)
            names << texts::cardName(poolCard(info->customaryPoolCards, p));
        const QString text = tr("Lay out the customary cards (%1) instead of four of different suits chosen at random.")
                                 .arg(QLocale().createSeparatedList(names));
        customaryPoolCards_ = new QCheckBox(optionsBox_);
        customaryPoolCards_->setChecked(s.value(QStringLiteral("customaryPoolCards"), false).toBool());
        addOption(customaryPoolCards_, texts::optionName(id, QStringLiteral("customary-cards")), text);
    }
    s.endGroup();
    playersChanged();
}

// Each option's words get the height they need at the width they have:
// the layouts alone leave a wrapped label one line short when the dialog
// is narrow.
bool NewGameDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == optionsBox_ && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)) {
        for (QLabel* label : optionsBox_->findChildren<QLabel*>()) {
            measure_->setFont(label->font());
            measure_->setContentsMargins(label->contentsMargins());
            measure_->setTextFormat(label->textFormat());
            measure_->setText(label->text());
            const int needed = measure_->heightForWidth(label->width());
            if (needed > 0 && label->minimumHeight() != needed) label->setMinimumHeight(needed);
        }
    }
    return QDialog::eventFilter(watched, event);
}

void NewGameDialog::addOption(QWidget* field, const QString& name, const QString& words) {
    const int row = optionsForm_->rowCount();
    optionsForm_->addWidget(field, row, 0, Qt::AlignTop);
    optionsForm_->addWidget(wordsBeside(words, field, optionsBox_, name), row, 1);
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
        auto* name = new QLineEdit(s.value(QStringLiteral("newGame/name%1").arg(seat), MatchSettings::defaultName(seat)).toString(), row);
        name->setMaxLength(MatchSettings::kLongestName);
        name->setAccessibleName(tr("Name of player %1").arg(seat + 1));
        // The names of people who have played here before, to choose again.
        auto* known = new QCompleter(Statistics::players(), name);
        known->setCaseSensitivity(Qt::CaseInsensitive);
        name->setCompleter(known);
        h->addWidget(name, 1);
        names_.push_back(name);
        // Any seat is a person's or a computer player's of a level; the
        // first is a person's unless changed.
        auto* who = new QComboBox(row);
        who->addItem(tr("Person"), -1);
        for (Level l : {Level::Beginner, Level::Standard, Level::Expert})
            who->addItem(texts::levelName(QLatin1String(levelId(l))), static_cast<int>(l));
        const int usual = seat == 0 ? -1 : static_cast<int>(Level::Standard);
        bool number = false;
        const int stored = s.value(QStringLiteral("newGame/seat%1").arg(seat), usual).toInt(&number);
        const int remembered = number ? who->findData(stored) : -1;
        // What names no level (a settings file edited by hand) gets the usual.
        who->setCurrentIndex(remembered >= 0 ? remembered : who->findData(usual));
        who->setAccessibleName(tr("Who plays seat %1").arg(seat + 1));
        connect(who, &QComboBox::currentIndexChanged, this, &NewGameDialog::seatsChanged);
        h->addWidget(who);
        levels_.push_back(who);
        seatsForm_->addRow(tr("Seat %1:").arg(seat + 1), row);
    }
    seatsChanged();
    orderTabs();
}

// The seats and the rules' fields, made anew for each game and count of
// players, came after Deal and Cancel in the order of Tab. It is as the
// dialog reads: the game, each seat, the screen, the rules, the buttons.
void NewGameDialog::orderTabs() {
    QList<QWidget*> chain{ruleset_, rules_, players_, chips_};
    for (int seat = 0; seat < names_.size(); ++seat) chain << names_[seat] << levels_[seat];
    chain << privacy_;
    chain << optionFields_;
    if (customaryPoolCards_) chain << customaryPoolCards_;
    chain << buttons_->button(QDialogButtonBox::Ok) << buttons_->button(QDialogButtonBox::Cancel);
    for (int i = 1; i < chain.size(); ++i) setTabOrder(chain[i - 1], chain[i]);
}

void NewGameDialog::seatsChanged() {
    int people = 0;
    for (QComboBox* who : levels_) people += who->currentData().toInt() < 0 ? 1 : 0;
    // The screen matters only where several people share the computer.
    privacyRow_->setEnabled(people > 1);
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
        m.names << (name.isEmpty() ? MatchSettings::defaultName(seat) : name);
        const int who = levels_[seat]->currentData().toInt();
        if (who < 0) m.levels.push_back(std::nullopt);
        else m.levels.push_back(static_cast<Level>(who));
    }
    m.privacyScreen = privacy_->isChecked();
    m.chips = chips_->value();
    m.customaryPoolCards = customaryPoolCards_ && customaryPoolCards_->isChecked();
    m.seed = static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch());
    return m;
}

void NewGameDialog::accept() {
    const MatchSettings m = settings();
    if (std::none_of(m.levels.begin(), m.levels.end(), [](const auto& level) { return !level.has_value(); })) {
        QMessageBox::warning(this, tr("New Game"), tr("At least one seat must be a person's."));
        return;
    }
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

} // namespace poch::app
