#include "statistics_dialog.h"

#include "rule_texts.h"
#include "screen_fit.h"
#include "statistics.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace poch::app {

StatisticsDialog::StatisticsDialog(QWidget* parent, const QString& whose) : QDialog(parent) {
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);
    auto* who = new QHBoxLayout;
    player_ = new QComboBox(this);
    player_->setAccessibleName(tr("Whose statistics"));
    // Whose record "you" is, where several people take turns at the
    // screen: a tester at such a table could not tell (Statistics).
    player_->addItem(tr("You (alone against the computer players)"), QString());
    for (const QString& name : Statistics::players()) player_->addItem(name, name);
    if (const int at = player_->findData(whose); !whose.isEmpty() && at >= 0) player_->setCurrentIndex(at);
    auto* label = new QLabel(tr("&Player:"), this);
    label->setBuddy(player_);
    who->addWidget(label);
    who->addWidget(player_, 1);
    layout->addLayout(who);
    connect(player_, &QComboBox::currentIndexChanged, this, &StatisticsDialog::fill);
    table_ = new QTableWidget(this);
    table_->setAccessibleName(tr("Matches, wins and chips per game"));
    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels({tr("Game"), tr("Matches"), tr("Wins"), tr("Shared wins"), tr("Chips won")});
    // The game's name takes the room left; every other column is as wide
    // as its heading or its figures (German and French headings are long).
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    layout->addWidget(table_);
    unreadable_ = new QLabel(this);
    unreadable_->setWordWrap(true);
    layout->addWidget(unreadable_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* reset = buttons->addButton(tr("&Forget All"), QDialogButtonBox::ResetRole);
    reset->setAccessibleName(tr("Forget all statistics"));
    // Return closes the dialog and forgets nothing: Forget All is never the
    // default, even with the keys on it, and its question defaults to No.
    reset->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(reset, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Statistics"), tr("Forget the statistics of every game and every player?"),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            != QMessageBox::Yes)
            return;
        Statistics::clear();
        while (player_->count() > 1) player_->removeItem(1);
        fill();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fill();
    resizeToFitScreen(*this, QSize(760, 380));
}

void StatisticsDialog::fill() {
    const QList<GameStatistics> games = Statistics::all(player_->currentData().toString());
    // A figure damaged in the file is said to be so, not left out unseen
    // (its game's row had vanished without a word).
    QStringList damaged;
    for (const GameStatistics& g : games)
        if (g.unreadable) damaged << texts::rulesetName(g.ruleset);
    unreadable_->setText(tr("Some figures of %1 in the settings file cannot be read, and count as none.").arg(QLocale().createSeparatedList(damaged)));
    unreadable_->setVisible(!damaged.isEmpty());
    table_->setRowCount(static_cast<int>(games.size()));
    for (int row = 0; row < games.size(); ++row) {
        const GameStatistics& g = games[row];
        const int percent = g.matches > 0 ? (g.wins * 100 + g.matches / 2) / g.matches : 0;
        const QStringList cells{texts::rulesetName(g.ruleset), QString::number(g.matches),
                                tr("%1 (%2%)").arg(g.wins).arg(percent), QString::number(g.shared),
                                g.chips > 0 ? QStringLiteral("+%1").arg(g.chips) : QString::number(g.chips)};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, col, item);
        }
    }
    if (games.isEmpty()) {
        table_->setRowCount(1);
        auto* none = new QTableWidgetItem(tr("No match has been finished yet. A match is counted here when it ends; a lesson is not."));
        table_->setItem(0, 0, none);
        table_->setSpan(0, 0, 1, table_->columnCount());
    } else {
        table_->clearSpans();
    }
}

} // namespace poch::app
