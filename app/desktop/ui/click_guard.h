// Keeps a double click from deciding twice. The bar's controls change with
// each click that decides something: Next Deal gives way to the bets, and
// in modern Poch "All in" then stands where Next Deal stood, so the second
// click of a double click (or an impatient second click) went all in. A
// control shown since the last click ignores the mouse until the double
// click time has passed since that click; keys are never held back.
#pragma once

#include <QElapsedTimer>
#include <QObject>

class QWidget;

namespace poch::app {

class ClickGuard final : public QObject {
public:
    explicit ClickGuard(QObject* parent = nullptr);
    // Watches a control from now on.
    void watch(QWidget* control);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QElapsedTimer clock_;
    qint64 lastClick_ = -1; // when the mouse last let go of a control, by clock_
};

} // namespace poch::app
