#include "words_beside.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

namespace poch::app {

namespace {
// A label beside a check box that toggles it when clicked, as the box's
// own text would.
class Toggles final : public QObject {
public:
    Toggles(QLabel* label, QCheckBox* box) : QObject(label), box_(box) { label->installEventFilter(this); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::MouseButtonRelease) box_->toggle();
        return QObject::eventFilter(watched, event);
    }

private:
    QCheckBox* box_;
};
} // namespace

QLabel* wordsBeside(const QString& words, QWidget* field, QWidget* parent, const QString& name) {
    auto* label = new QLabel(parent);
    if (name.isEmpty()) {
        label->setTextFormat(Qt::PlainText);
        label->setText(words);
        field->setAccessibleName(words);
    } else {
        // One message, so that each language sets the name and its words
        // as it writes them (French puts a space before the colon).
        const QString said = QCoreApplication::translate("poch::app::NewGameDialog", "%1: %2", "an option's name, and what it does");
        label->setTextFormat(Qt::RichText);
        label->setText(said.arg(QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()), words.toHtmlEscaped()));
        field->setAccessibleName(said.arg(name, words));
    }
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setContentsMargins(0, 2, 0, 0); // level with the field beside it
    if (auto* box = qobject_cast<QCheckBox*>(field)) new Toggles(label, box);
    else label->setBuddy(field);
    return label;
}

} // namespace poch::app
