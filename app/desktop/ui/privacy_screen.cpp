#include "privacy_screen.h"

#include "elision.h"

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace poch::app {

PrivacyScreen::PrivacyScreen(QWidget* table) : QWidget(table), words_(new QLabel(this)), button_(new QPushButton(this)) {
    setAttribute(Qt::WA_StyledBackground, false);
    setFocusPolicy(Qt::StrongFocus);
    // A click beside the button leaves the keys with it.
    setFocusProxy(button_);
    setAccessibleName(tr("Screen between players"));
    QFont big = words_->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    words_->setFont(big);
    words_->setAlignment(Qt::AlignCenter);
    words_->setWordWrap(true);
    words_->setStyleSheet(QStringLiteral("color: white;"));
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(words_);
    layout->addSpacing(24);
    layout->addWidget(button_, 0, Qt::AlignHCenter);
    layout->addStretch();
    connect(button_, &QPushButton::clicked, this, &PrivacyScreen::take);
    table->installEventFilter(this);
    // The button answers Space itself: its keys are watched as the
    // screen's own are.
    button_->installEventFilter(this);
    hide();
}

void PrivacyScreen::showFor(const QString& name, Why why, int earlierDeal) {
    const QString review = earlierDeal > 0 ? tr("The review of %1's decisions in deal %2.\nPass the computer to %1.").arg(name).arg(earlierDeal)
                                           : tr("The review of %1's decisions in this deal.\nPass the computer to %1.").arg(name);
    words_->setText(elided(why == Why::Review ? review : tr("%1's turn.\nPass the computer to %1.").arg(name)));
    button_->setText(why == Why::Review ? tr("I am %1: show my review").arg(name) : tr("I am %1: show my cards").arg(name));
    button_->setAccessibleName(button_->text());
    // Room beside its words, as the one thing on the screen to press: the
    // style's least left "I am Player: show my cards" touching its edges.
    button_->setMinimumWidth(button_->sizeHint().width() + 4 * button_->fontMetrics().horizontalAdvance(QLatin1Char('M')));
    setGeometry(parentWidget()->rect());
    show();
    raise();
    button_->setFocus();
    shown_.start();
}

bool PrivacyScreen::settling() const { return shown_.isValid() && shown_.elapsed() < kSettleMs; }

QString PrivacyScreen::text() const { return words_->text(); }

void PrivacyScreen::take() {
    if (!isVisible()) return;
    letGoOfTheKeys();
    hide();
    emit taken();
}

void PrivacyScreen::withdraw() {
    if (!isVisible()) return;
    letGoOfTheKeys();
    hide();
}

void PrivacyScreen::letGoOfTheKeys() {
    if (QWidget* keys = QApplication::focusWidget(); keys && (keys == this || isAncestorOf(keys))) keys->clearFocus();
}

bool PrivacyScreen::eventFilter(QObject* watched, QEvent* event) {
    // The screen follows the table's size.
    if (watched == parentWidget() && event->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
    // A key on the button as the screen comes up is the last person's.
    if (watched == button_ && (event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease) && settling()) return true;
    return QWidget::eventFilter(watched, event);
}

// A button outside a dialog answers Space only; the screen's answers
// Return and Enter as well, as a dialog's would. A key held down since the
// last person's move repeats, and one pressed as the screen comes up was
// meant for the table: neither is the next person arriving.
void PrivacyScreen::keyPressEvent(QKeyEvent* event) {
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (enter && plain && !event->isAutoRepeat()) {
        if (!settling()) take();
        return;
    }
    QWidget::keyPressEvent(event);
}

// A click beside the button stops here: the table behind is not to be
// reached through the screen.
void PrivacyScreen::mousePressEvent(QMouseEvent* event) { event->accept(); }

void PrivacyScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), QColor(10, 36, 24));
}

} // namespace poch::app
