#include "learn_dialog.h"

#include "game_description.h"
#include "lesson.h"
#include "rule_texts.h"
#include "rules_window.h"
#include "screen_fit.h"
#include "wrapped_text_delegate.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace poch::app {

LearnDialog::LearnDialog(const QString& current, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Learn to Play"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each lesson is one short deal, chosen to show how the game goes. You play your own cards; "
                                "the lesson says what happens, asks for the right choice, and explains it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    list_ = new QListWidget(this);
    list_->setAccessibleName(tr("Lessons"));
    list_->setWordWrap(true);
    list_->setItemDelegate(new WrappedTextDelegate(list_));
    // No spacing between items: the list measures an item's words at its
    // width with the spacing and draws them at its width without; the
    // delegate leaves the room round the words instead.
    for (const GameDescription* game : GameDescription::all()) {
        const QString id = QString::fromLatin1(game->ruleset);
        QString error;
        const auto lesson = Lesson::read(Lesson::pathOf(id), &error);
        if (!lesson) continue; // a test holds every game to its lesson
        const bool done = finished(id);
        //: A lesson played to its end: its game's name with a check mark.
        const QString name = done ? tr("%1 ✓").arg(texts::rulesetName(id)) : texts::rulesetName(id);
        auto* item = new QListWidgetItem(tr("%1\n%2").arg(name, lesson->teaches().text()), list_);
        if (done) item->setData(Qt::AccessibleTextRole, tr("%1, played to its end: %2").arg(texts::rulesetName(id), lesson->teaches().text()));
        item->setData(Qt::UserRole, id);
        item->setToolTip(lesson->title().text());
        if (id == current) list_->setCurrentItem(item);
    }
    if (!list_->currentItem() && list_->count() > 0) list_->setCurrentRow(0);
    layout->addWidget(list_, 1);
    // The lessons are where a newcomer starts, so they say where a real
    // game gives the same help.
    auto* help = new QLabel(realGameHelp(), this);
    help->setObjectName(QStringLiteral("realGameHelp"));
    help->setWordWrap(true);
    layout->addWidget(help);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* start = buttons->addButton(tr("&Start the Lesson"), QDialogButtonBox::AcceptRole);
    start->setDefault(true);
    QPushButton* rules = buttons->addButton(tr("Read the &Rules"), QDialogButtonBox::HelpRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(rules, &QPushButton::clicked, this, [this] {
        if (chosen().isEmpty()) return;
        auto* window = new RulesWindow(chosen(), this);
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
    });
    connect(list_, &QListWidget::itemActivated, this, &QDialog::accept);
    layout->addWidget(buttons);
    resizeToFitScreen(*this, QSize(560, 620));
}

QString LearnDialog::realGameHelp() {
    return tr("When you play for real, Game ▸ Hint suggests a choice and says why, View ▸ Coach shows what each choice "
              "is worth, and after each deal, Review This Deal goes over your decisions.");
}

namespace {
const QString kFinished = QStringLiteral("learn/finished");
}

void LearnDialog::markFinished(const QString& ruleset) {
    QSettings settings;
    QStringList done = settings.value(kFinished).toStringList();
    if (done.contains(ruleset)) return;
    done << ruleset;
    settings.setValue(kFinished, done);
}

bool LearnDialog::finished(const QString& ruleset) { return QSettings().value(kFinished).toStringList().contains(ruleset); }

QString LearnDialog::chosen() const { return list_->currentItem() ? list_->currentItem()->data(Qt::UserRole).toString() : QString(); }

} // namespace poch::app
