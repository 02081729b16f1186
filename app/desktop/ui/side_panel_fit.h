// The side panel's width as the window's changes. Where there is room it
// is 300 pixels. In a small window (an 800x600 screen) Qt would keep the
// panel whole and squeeze the table to its least size; the panel gives
// up room instead, down to 220 pixels, where its words still wrap whole,
// so that the table is drawn as large as it can be. When the window
// grows again the panel takes its room back. A width the person drags it
// to between those is left alone.
#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace poch::app {

class SidePanelFit : public QObject {
    Q_OBJECT

public:
    static constexpr int kWidth = 300;
    static constexpr int kLeast = 220;

    // Sizes `panel` now and whenever `window` is resized.
    SidePanelFit(QMainWindow& window, QDockWidget& panel);

    // The panel's width in a window `windowWidth` wide: three tenths of
    // it, within kLeast and kWidth.
    static int widthFor(int windowWidth);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();

    QMainWindow& window_;
    QDockWidget& panel_;
};

} // namespace poch::app
