// Keeps a double click from deciding twice. The bar's controls change with
// each click that decides something: Next Deal gives way to the bets, and
// in modern Poch "All in" then stands where Next Deal stood, so the second
// click of a double click went all in. A control shown since the first
// click of a double click ignores its second; a click of its own, and
// every key, decide as always.
#pragma once

#include <QObject>

class QWidget;

namespace poch::app {

class ClickGuard final : public QObject {
public:
    explicit ClickGuard(QObject* parent = nullptr) : QObject(parent) {}
    // Watches a control from now on.
    void watch(QWidget* control);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    int clicks_ = 0; // clicks begun on watched controls so far
};

} // namespace poch::app
