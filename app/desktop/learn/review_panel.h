// The deal review beside the table: the list of the person's decisions,
// each marked where it cost chips by the Expert's reckoning, and for the
// one chosen, what was done, what each choice was worth, and what would
// have been better and why. The table shows the moment as it stood.
#pragma once

#include "deal_review.h"

#include "note_panel.h"

#include <QStringList>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;

namespace poch::app {
class ScrollingWords;
}

namespace poch::app {

class ReviewPanel final : public NotePanel {
    Q_OBJECT
public:
    explicit ReviewPanel(QWidget* parent = nullptr);

    // Shows a review, at its first costly decision (else its first).
    void show(const DealReview& review);
    int current() const;
    void setCurrent(int index);
    // Where several people at the table had choices in the deal, whose
    // decisions are shown can be chosen: (seat, name) of each, and the
    // seat shown now. Fewer than two: no choice is offered. `unchosen`
    // names the other people at the table, who had no choice to make in
    // the deal and are said to have had none (a tester looked for one in
    // the list and found her missing without a word).
    void offerSeats(const QList<QPair<int, QString>>& seats, int shownSeat, const QStringList& unchosen = {});
    QComboBox* seatChoice() { return whose_; }
    QLabel* noChoiceNote() { return noChoice_; }

    QListWidget* list() { return list_; }
    QPushButton* backButton() { return back_; }
    QPushButton* nextButton() { return next_; }
    QString detailText() const;
    QString summaryText() const;

    // "Leading the nine of diamonds cost about 2 chips: ...": what a costly
    // decision is said to have cost, and why the best was better.
    static QString verdict(const ReviewedDecision& decision);

signals:
    // The decision at `index` is shown: the table is to show its moment.
    void shown(int index);
    void backWanted();
    // Another person's decisions are to be reviewed.
    void seatWanted(int seat);

private:
    void showDetail(int index);
    // The review's first words, to the one person at the table or of the
    // person named.
    static QString summaryToYou(const DealReview& review);
    static QString summaryOf(const DealReview& review, const QString& person);
    // The list as tall as its first six rows, measured at the
    // width it has: a row's words may wrap, and a height counted in rows
    // of one line cut the last row shown in half. Again as it narrows or
    // widens (the list is watched).
    void fitList();
    bool eventFilter(QObject* watched, QEvent* event) override;

    const DealReview* review_ = nullptr;
    QString person_;      // whose decisions, where several people played; else empty
    int dealShown_ = 0;   // the deal of the review shown
    int keptHeight_ = 0;  // the list's height, kept while the deal is reviewed person by person
    QLabel* title_;
    QWidget* whoseRow_;
    QLabel* noChoice_;
    QComboBox* whose_;
    QLabel* summary_;
    QListWidget* list_;
    ScrollingWords* detail_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* back_;
};

} // namespace poch::app
