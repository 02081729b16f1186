#include "privacy_screen.h"

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace poch::app {

PrivacyScreen::PrivacyScreen(QWidget* table) : QWidget(table), words_(new QLabel(this)), button_(new QPushButton(this)) {
    setAttribute(Qt::WA_StyledBackground, false);
    setFocusPolicy(Qt::StrongFocus);
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
    hide();
}

void PrivacyScreen::showFor(const QString& name) {
    words_->setText(tr("%1's turn.\nPass the computer to %1.").arg(name));
    button_->setText(tr("I am %1: show my cards").arg(name));
    button_->setAccessibleName(button_->text());
    setGeometry(parentWidget()->rect());
    show();
    raise();
    button_->setFocus();
}

QString PrivacyScreen::text() const { return words_->text(); }

void PrivacyScreen::take() {
    if (!isVisible()) return;
    // The button lets go of the keys before the screen goes: hidden with
    // them, it would hand them on to the next widget in the window (the
    // log), and Return would then do nothing. The window puts them where
    // the person's decision is.
    if (QWidget* keys = QApplication::focusWidget(); keys && (keys == this || isAncestorOf(keys))) keys->clearFocus();
    hide();
    emit taken();
}

bool PrivacyScreen::eventFilter(QObject* watched, QEvent* event) {
    // The screen follows the table's size.
    if (watched == parentWidget() && event->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void PrivacyScreen::keyPressEvent(QKeyEvent* event) {
    // Any key but a modifier alone: the person is at the screen.
    if (event->key() == Qt::Key_Shift || event->key() == Qt::Key_Control || event->key() == Qt::Key_Alt || event->key() == Qt::Key_Meta) return;
    take();
}

void PrivacyScreen::mousePressEvent(QMouseEvent*) { take(); }

void PrivacyScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), QColor(10, 36, 24));
}

} // namespace poch::app
