// Where matches are kept: the autosave written after every action, and
// game records the player saves and opens. Every write goes through
// QSaveFile, so a crash mid-write leaves the last good file whole; a file
// that cannot be read is reported and left as it is. The autosave before
// the latest is kept beside it, so that a bad write (a full disk, a
// damaged sector, another program) can never leave the only copy unreadable.
#pragma once

#include "poch/game_record.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

#include <optional>

namespace poch::app {

class SaveStore {
    Q_DECLARE_TR_FUNCTIONS(poch::app::SaveStore)

public:
    // The folder defaults to the platform's app-data location.
    explicit SaveStore(QString folder = {});

    QString autosavePath() const;
    // The autosave one action older than the latest.
    QString previousAutosavePath() const;
    // Returns an error message, or empty.
    QString writeAutosave(const GameRecord& record) const;
    // The autosaved match, if there is one that is not finished. A file
    // that cannot be read, or whose moves the rules do not allow, gives
    // `error` and nothing else: either way it cannot be resumed, and the
    // previous autosave may be.
    std::optional<GameRecord> readAutosave(QString* error) const;
    std::optional<GameRecord> readPreviousAutosave(QString* error) const;
    // Removes the autosaves (the match is over or was abandoned).
    void clearAutosave() const;

    // The lines the log said beside the autosaved match (LogRemarks),
    // kept in a file of their own: a game record holds moves only. Kept
    // with a mark of their match, and read back only for that match:
    // nothing for another, or where the file is missing or damaged (a
    // damaged one loses no more than those lines, and is written anew).
    QString remarksPath() const;
    QString writeRemarks(const GameRecord& match, const QJsonArray& lines) const;
    QJsonArray readRemarks(const GameRecord& match) const;

    static QString write(const QString& path, const GameRecord& record);
    static std::optional<GameRecord> read(const QString& path, QString* error);
    // As read, and only if its moves play through by the rules: a record
    // that can be played on from where it stands.
    static std::optional<GameRecord> readPlayable(const QString& path, QString* error);
    // What is wrong with a record, with the deal and action it happens in,
    // so that a person can find the place in the file; a move the rules
    // do not allow is named, with who makes it, from the `record` that
    // was refused.
    static QString describe(const RecordError& error, const GameRecord* record = nullptr);
    // Where a file that could not be read is kept beside `path`: its name
    // with ".unreadable", or ".2.unreadable" and on where that is taken,
    // so that a second damaged file never replaces the first one kept.
    static QString asideName(const QString& path);

private:
    QString folder_;
    // The lines last written beside the autosave: written again only when
    // they change, not at every action as the autosave is.
    mutable QByteArray remarksWritten_;
};

} // namespace poch::app
