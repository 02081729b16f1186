// Words in the side panel that show whole where there is room and scroll
// where there is not: a step of a lesson, a decision of the review. They
// grow into the room the side panel has free, never past it (a greater
// least height made the window itself grow, past a small screen), and to
// a share of the window's height at most, so that the log keeps some
// lines; past that a scroll bar shows the rest (a lesson's last words
// were cut off under its buttons, with no way to read them).
#pragma once

#include <QScrollArea>

class QLabel;

namespace poch::app {

class ScrollingWords final : public QScrollArea {
    Q_OBJECT
public:
    // At least `least` pixels high; at most `share` of the window's height
    // where the words need it.
    ScrollingWords(QWidget* parent, int least, double share);

    void setText(const QString& text);
    QString text() const;
    void clear() { setText(QString()); }
    QLabel* label() const { return words_; }
    // Fits the height to the words again, as the panel's room changes.
    void fit();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QLabel* words_;
    int least_;
    double share_;
};

} // namespace poch::app
