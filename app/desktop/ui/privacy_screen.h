// The screen over the table while it passes from one person to the next,
// where several people share the computer: "Anna's turn. Pass the computer
// to Anna." It covers the table until Anna clicks it or presses a key, so
// that nobody sees the cards of the person before or after them.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace poch::app {

class PrivacyScreen final : public QWidget {
    Q_OBJECT
public:
    // Covers `table` (a widget it follows in size).
    explicit PrivacyScreen(QWidget* table);
    void showFor(const QString& name);
    QString text() const;

signals:
    // The person named has taken the seat.
    void taken();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void take();
    QLabel* words_;
    QPushButton* button_;
};

} // namespace poch::app
